/** Applications to become a trainer as the API answers them (docs/decisions/045-trainer-applications.md). */
import type { TrainerApplicationStatus } from './enums';

/** The profile's section about becoming a trainer: where the emails and the form lead. */
export const TRAINER_SECTION_ANCHOR = 'trainer';

/** A member's own application, as their profile shows it. */
export interface OwnTrainerApplication {
  id: number;
  status: TrainerApplicationStatus;
  school: string;
  /** The admin's reason for a decline; null when none was given. */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** An application in the admins' list, with the member who applied. */
export interface TrainerApplicationView extends OwnTrainerApplication {
  qualification: string;
  website: string | null;
  member: { id: number; username: string; displayName: string; email: string };
}
