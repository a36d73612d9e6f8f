/** Display texts of trainers: the badge beside an author's name and an application's status (docs/decisions/045-trainer-applications.md). */
import { m } from '~/paraglide/messages.js';
import type { Locale, TrainerApplicationStatus } from '~/shared/enums';
import { labelOf } from './label';

/** "Trainer:in" / "Trainer": the badge of a member in the professional tier. */
export const trainerBadgeLabel = (locale: Locale): string => m.trainer_badge({}, { locale });

export function trainerStatusLabel(status: TrainerApplicationStatus, locale: Locale): string {
  return labelOf(
    { pending: m.trainer_status_pending, approved: m.trainer_status_approved, declined: m.trainer_status_declined, withdrawn: m.trainer_status_withdrawn },
    status,
    locale,
  );
}
