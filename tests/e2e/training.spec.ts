import { seriousAxeViolations } from './axe';
import { expect, test } from '@playwright/test';
import { newMember, paidMemberWithDog } from './fixtures';
import { expectNoSidewaysScroll } from './page-checks';
import { logSession } from './session-form';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';
import { CLOCK } from './tags';

// The training journal (docs/decisions/023-training-journal.md): log sessions, see the proposal,
// confirm mastery, and see the review come due once the development clock moved on. The clock is
// one for the whole app, so the journeys that move it (tagged) run one after the other, after all
// others (playwright.config.ts); the rest of this file runs beside the other journeys.
test.describe.configure({ mode: 'serial' });
test.afterEach(async ({ request }) => {
  expect((await request.delete('/__dev/clock', { headers })).ok()).toBe(true);
});

type Locale = 'de' | 'en';
const headers = { origin: E2E_BASE_URL };
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
/** An activity of the seed no other journey logs sessions for. */
const ACTIVITY_ID = 3;
const MEMBER_TIME_ZONE = 'Europe/Berlin';

/** A local day in the member's time zone `offset` days from now, as the pages show it. */
function dayShown(locale: Locale, offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: MEMBER_TIME_ZONE }).format(new Date());
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000);
  return day.toLocaleDateString(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A rate as the pages write it (80 % / 80%). */
const percent = (locale: Locale, rate: number) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'percent', maximumFractionDigits: 0 }).format(rate);

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: a paid member logs sessions, confirms the proposed mastery and logs the review when it comes due`, { tag: CLOCK }, async ({
    page,
    browser,
  }) => {
    test.slow();
    const t = messages[locale];
    await paidMemberWithDog(page, browser, locale, 'Kira');
    const activityUrl = `${prefix(locale)}/activities/${ACTIVITY_ID}`;
    const journal = page.locator('#journal');
    const form = page.locator('#log');
    let title = '';

    await test.step('more successes than repetitions: the error at its field, the entries kept', async () => {
      await page.goto(activityUrl);
      title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await expect(journal.getByText(fill(t.training_missing_sessions, { have: 0, need: 3 }))).toBeVisible();
      await logSession(form, locale, { minutes: 10, repetitions: 5, successes: 6, setting: t.training_setting_park, distraction: t.training_distraction_low });
      const successes = form.getByLabel(t.training_field_successes);
      await expect(successes).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText(t.validation_session_successes_max)).toBeVisible();
      await expect(form.getByRole('alert')).toHaveText(t.training_form_invalid);
      await expect(successes).toHaveValue('6');
      await expect(form.getByLabel(t.training_field_duration)).toHaveValue('10');
      await expect(form.getByRole('group', { name: t.training_field_setting }).getByLabel(t.training_setting_park)).toBeChecked();
    });

    await test.step('three sessions of at least 80 % in two settings: the proposal says why', async () => {
      await form.getByLabel(t.training_field_successes).fill('5');
      await form.getByRole('button', { name: t.training_submit }).click();
      await expect(page).toHaveURL(/#journal$/);
      await logSession(form, locale, {
        minutes: 12,
        repetitions: 10,
        successes: 9,
        setting: t.training_setting_park,
        distraction: t.training_distraction_medium,
      });
      await expect(journal.getByText(fill(t.training_missing_sessions, { have: 2, need: 3 }))).toBeVisible();
      await logSession(form, locale, { minutes: 8, rating: 4, setting: t.training_setting_home, distraction: t.training_distraction_low });
      await expect(
        journal.getByText(
          fill(t.training_mastery_proposed, { sessions: 3, rate: percent(locale, 0.8), settings: locale === 'de' ? 'Zuhause und Park' : 'Home and Park' }),
        ),
      ).toBeVisible();
      await expect(journal.getByRole('listitem')).toHaveCount(3);
    });

    await test.step('confirm: mastered today, the first review in three days', async () => {
      await journal.getByRole('button', { name: t.training_mastery_confirm }).click();
      await expect(page).toHaveURL(/\?mastered=\d+#celebration$/);
      await expect(page.locator('[data-celebration]')).toBeVisible();
      await expect(journal.getByText(fill(t.training_mastered_since, { date: dayShown(locale, 0) }))).toBeVisible();
      await expect(journal.getByText(fill(t.training_next_review, { date: dayShown(locale, 3) }))).toBeVisible();
      await expect(journal.locator('#mastery')).toHaveAttribute('data-mastery', 'proven');
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page);
    });

    await test.step('three days later the review is due on /training and is logged from the list', async () => {
      expect((await page.request.put('/__dev/clock', { data: { offsetDays: 3 }, headers })).ok()).toBe(true);
      await page.goto(`${prefix(locale)}/training`);
      await expectNoSidewaysScroll(page);
      const due = page.getByRole('region', { name: t.training_reviews_due });
      await expect(due.getByRole('link', { name: title, exact: true })).toBeVisible();
      await due.getByRole('link', { name: `${t.training_log_session}: ${title}` }).click();
      await expect(page).toHaveURL(/[?&]log=\d+#log$/);
      // The form names the activity (a choice once the journal knows several).
      await expect(form.getByText(title)).toBeVisible();
      await expect(form.locator('[name="activityId"]')).toHaveValue(String(ACTIVITY_ID));
      await logSession(form, locale, {
        minutes: 5,
        repetitions: 5,
        successes: 5,
        setting: t.training_setting_garden,
        distraction: t.training_distraction_high,
      });
      await expect(page).toHaveURL(/#sessions$/);
      await expect(page.getByRole('region', { name: t.training_reviews_due })).toHaveCount(0);
      // A strong review: the next one a week later.
      const upcoming = page.getByRole('region', { name: t.training_reviews_upcoming });
      await expect(upcoming.getByText(fill(t.training_review_due_on, { date: dayShown(locale, 10) }))).toBeVisible();
      await expect(page.locator('#sessions').getByRole('listitem')).toHaveCount(4);
    });

    await test.step('edit and delete an own session, with a question before deleting', async () => {
      const sessions = page.locator('#sessions');
      await sessions.getByRole('link', { name: t.training_session_edit }).first().click();
      await expect(form.getByRole('heading', { name: t.training_edit_title })).toBeVisible();
      await expect(form.getByLabel(t.training_field_duration)).toHaveValue('5');
      await form.getByLabel(t.training_field_duration).fill('25');
      await form.getByRole('button', { name: t.training_save }).click();
      await expect(sessions.getByText(fill(t.training_session_minutes, { minutes: 25 }))).toBeVisible();
      await sessions.getByRole('link', { name: t.training_session_delete }).first().click();
      const question = sessions.getByRole('form', { name: t.training_delete_title });
      await question.getByRole('button', { name: t.training_delete_confirm }).click();
      await expect(page).toHaveURL(/#sessions$/);
      await expect(sessions.getByRole('listitem')).toHaveCount(3);
      await expect(sessions.getByText(fill(t.training_session_minutes, { minutes: 25 }))).toHaveCount(0);
    });

    for (const theme of ['light', 'dark'] as const) {
      await test.step(`no serious or critical axe violation on the journal (${theme})`, async () => {
        await page.evaluate((value) => {
          localStorage.setItem('theme', value);
          localStorage.setItem('cookieNoticeSeen', 'yes');
        }, theme);
        for (const url of [`${prefix(locale)}/training`, `${activityUrl}`]) {
          await page.goto(url);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
      });
    }
  });

  test(`${locale}: a free member sees the journal on an example dog and the way to Premium`, async ({ page }) => {
    const t = messages[locale];
    await newMember(page, locale);
    // The training page shows the journal on the example dog (docs/product-rules.md §7.6); the activity page what it offers.
    const sample = page.getByRole('region', { name: fill(t.training_sample_title, { name: t.training_sample_dog }) });
    const offer = page.getByRole('region', { name: t.training_offer_title });
    const trial = fill(t.plan_upsell_trial, { days: 30 });

    await test.step('without a dog: the example, the trial and a way to add the dog', async () => {
      await page.goto(`${prefix(locale)}/training`);
      await expect(sample.getByText(t.training_sample_badge, { exact: true })).toBeVisible();
      await expect(sample.getByRole('link', { name: trial }).first()).toHaveAttribute('href', `${prefix(locale)}/premium`);
      await expect(sample.getByRole('link', { name: t.training_no_dog_link })).toHaveAttribute('href', `${prefix(locale)}/profile#dogs`);
    });

    await test.step('with a dog of their own: still the example, no journal to write in', async () => {
      expect((await page.request.post('/api/dogs', { data: { name: 'Emil' }, headers })).status()).toBe(201);
      await page.goto(`${prefix(locale)}/training`);
      await expect(sample.getByRole('link', { name: trial }).first()).toHaveAttribute('href', `${prefix(locale)}/premium`);
      await expect(sample.getByRole('link', { name: t.training_no_dog_link })).toHaveCount(0);
      await expect(page.locator('#log')).toHaveCount(0);
      await page.goto(`${prefix(locale)}/activities/${ACTIVITY_ID}`);
      await expect(offer.getByText(fill(t.training_offer_locked_dog, { name: 'Emil' }))).toBeVisible();
      await expect(offer.getByRole('link', { name: trial })).toBeVisible();
      await expect(page.locator('#log')).toHaveCount(0);
    });

    for (const theme of ['light', 'dark'] as const) {
      await test.step(`no serious or critical axe violation on the offer (${theme})`, async () => {
        await page.evaluate((value) => {
          localStorage.setItem('theme', value);
          localStorage.setItem('cookieNoticeSeen', 'yes');
        }, theme);
        await page.goto(`${prefix(locale)}/training`);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}

test('a visitor is asked to sign in', async ({ page }) => {
  const t = messages.en;
  await page.goto('/en/training');
  await expect(page.getByRole('heading', { name: t.login_required_title })).toBeVisible();
  await expect(page.getByRole('link', { name: t.nav_login }).last()).toHaveAttribute('href', `/en/login?next=${encodeURIComponent('/en/training')}`);
});
