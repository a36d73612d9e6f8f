/**
 * The profile's "Trainer:in werden" section (docs/decisions/045-trainer-applications.md): where the
 * member's application stands, and the form when they may apply (again). The form posts to the
 * profile, which hands it to the API (src/server/forms/trainer-post.ts): no script on the page.
 */
import { m } from '~/paraglide/messages.js';
import type { TrainerFormFailure } from '~/server/forms/trainer-post';
import { ownTrainerApplication } from '~/server/services/trainers/applications';
import { intlLocale } from '~/shared/intl-locale';
import { trainerStatusLabel } from '~/shared/labels/trainer';
import { can, isProfessional } from '~/shared/policy';
import type { LoaderInput } from './page-request';

export interface TrainerSectionInput extends LoaderInput {
  /** The application the API refused, with what was typed. */
  failure: TrainerFormFailure | null;
}

/** What the section shows: a status line (and its badge text), the decline's reason, and the form when the member may apply. */
export async function loadTrainerSection({ viewer: { user, actor }, db, locale, failure }: TrainerSectionInput) {
  const o = { locale };
  const application = user ? await ownTrainerApplication(db, user.id) : null;
  const date = (iso: string) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(new Date(iso));
  const trainer = actor !== null && isProfessional(actor);
  const pending = application?.status === 'pending';
  const status = trainer ? 'approved' : application?.status;
  const lines: string[] = [];
  if (trainer) lines.push(m.trainer_profile_approved({}, o));
  else if (application?.status === 'pending') lines.push(m.trainer_profile_pending({ school: application.school, date: date(application.createdAt) }, o));
  else if (application?.status === 'declined') {
    lines.push(m.trainer_profile_declined({ school: application.school }, o));
    if (application.reason) lines.push(m.trainer_profile_declined_reason({ reason: application.reason }, o));
    lines.push(m.trainer_profile_again({}, o));
  } else if (application?.status === 'withdrawn') lines.push(m.trainer_profile_withdrawn({}, o), m.trainer_profile_again({}, o));
  const open = !trainer && !pending;
  return {
    statusLabel: status ? trainerStatusLabel(status, locale) : null,
    lines,
    /** The form, when the member may apply now; otherwise null (and `unavailable` says why, if it is the account). */
    form:
      open && can.applyAsTrainer(actor) ? { values: failure?.values ?? { school: '', qualification: '', website: '' }, errors: failure?.errors ?? {} } : null,
    unavailable: open && !can.applyAsTrainer(actor),
  };
}
export type TrainerSection = Awaited<ReturnType<typeof loadTrainerSection>>;
