/**
 * The activity limits of docs/product-rules.md §7.2, which the permission policy (policy.ts)
 * applies. A module of their own, so a page that only names a limit (the plan cards) loads the
 * number and not the whole policy.
 */

/** Free members may own at most this many activities. */
export const FREE_ACTIVITY_LIMIT = 5;
/** pending_payment members may own at most this many activities. */
export const PENDING_PAYMENT_ACTIVITY_LIMIT = 1;
