import { createMiddleware } from 'hono/factory';
import type { MessageKey } from '~/shared/messages';
import type { Actor } from '~/shared/policy';
import { lacksOnlySecondFactor } from '~/shared/second-factor-gate';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/auth/session-user';

/** What a guarded handler sees: the session user, known to be there. */
export interface GuardedEnv {
  Variables: { user: SessionUser };
}

interface Refusals {
  /** The 403 code when the ability is missing. */
  forbidden?: MessageKey;
  /** The 401 code for visitors. */
  visitor?: MessageKey;
}

/**
 * The route's authorization guard: 401 for visitors, 403 unless `ability` (a rule of the shared
 * policy, e.g. `can.moderate`) holds for the session user; staff who only lack a second factor
 * get `two_factor_required`, which the pages turn into a way to set it up. Registered before any validator, so a
 * refused caller learns nothing about the expected input; handlers after it read `c.var.user` as
 * non-null. Checks that depend on the item (its author, its post) stay in the services.
 */
export function requireAbility(ability: (actor: Actor) => boolean, { forbidden = 'error_forbidden', visitor = 'error_not_logged_in' }: Refusals = {}) {
  const guard = createMiddleware<AppEnv & GuardedEnv>(async (c, next) => {
    // Widened back: the non-null type is what this guard establishes, not what it may assume.
    const user = c.get('user') as SessionUser | null;
    if (!user) throw new ApiError(401, visitor);
    const actor = actorOf(user);
    if (!actor || !ability(actor)) throw lacksOnlySecondFactor(ability, actor) ? new ApiError(403, 'two_factor_required') : new ApiError(403, forbidden);
    await next();
  });
  // The rule stays readable on the guard: the route index (docs/api-routes.md) names each route's guard by it.
  return Object.assign(guard, { ability });
}

/** The rule of `requireUser`: a session is enough. */
export const signedIn = () => true;

/** Any signed-in user; what they may do with the item is decided by the service. */
export const requireUser = (refusals?: Refusals) => requireAbility(signedIn, refusals);
