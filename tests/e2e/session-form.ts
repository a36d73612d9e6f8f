/** The journal's session form as a member fills it (src/components/training/SessionForm.astro). */
import type { Locator } from '@playwright/test';
import { messages } from './static-pages';

type Locale = 'de' | 'en';

/** Fills the session form and sends it (counts, or a rating when `rating` is given). */
export async function logSession(
  form: Locator,
  locale: Locale,
  session: { minutes: number; repetitions?: number; successes?: number; rating?: number; setting: string; distraction: string },
) {
  const t = messages[locale];
  await form.getByLabel(t.training_field_duration).fill(String(session.minutes));
  if (session.rating === undefined) {
    await form.getByLabel(t.training_result_counts).check();
    await form.getByLabel(t.training_field_repetitions, { exact: true }).fill(String(session.repetitions));
    await form.getByLabel(t.training_field_successes).fill(String(session.successes));
  } else {
    await form.getByLabel(t.training_result_rating).check();
    await form.getByLabel(t.training_field_rating).selectOption(String(session.rating));
  }
  await form.getByRole('group', { name: t.training_field_setting }).getByLabel(session.setting, { exact: true }).check();
  await form.getByRole('group', { name: t.training_field_distraction }).getByLabel(session.distraction, { exact: true }).check();
  await form.getByRole('button', { name: t.training_submit }).click();
}
