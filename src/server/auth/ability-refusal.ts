/** The 403 for an ability the policy refuses; used by every guard that checks a policy ability. */
import type { Actor } from '../../shared/policy';
import { lacksOnlySecondFactor } from '../../shared/second-factor-gate';
import { ApiError } from '../errors';

/** `two_factor_required` when a second factor is all that is missing, `error_forbidden` otherwise. */
export const abilityRefusal = (ability: (actor: Actor | null) => boolean, actor: Actor | null): ApiError =>
  new ApiError(403, lacksOnlySecondFactor(ability, actor) ? 'two_factor_required' : 'error_forbidden');
