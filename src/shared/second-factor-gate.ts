/**
 * Staff abilities need a second factor (docs/decisions/014-sign-in-hardening.md). A staff member
 * without one is not "forbidden" but "not yet set up": the API and the pages tell them so and
 * point to the profile's setup instead of a dead end.
 */
import type { Actor } from './policy';

/** Whether `ability` is refused to `actor` only because they have no second factor yet. */
export const lacksOnlySecondFactor = (ability: (actor: Actor) => boolean, actor: Actor | null): boolean =>
  actor !== null && !actor.twoFactorEnabled && !ability(actor) && ability({ ...actor, twoFactorEnabled: true });

/** The profile section where the second factor is set up; a link to `#two-factor` opens it. */
export const TWO_FACTOR_SECTION_ID = 'two-factor';
