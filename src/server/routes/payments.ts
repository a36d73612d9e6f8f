/** Subscriptions (SPEC §7 payment calls): checkout, plan changes, downgrade, the member's subscription. */
import { Hono, type Context } from 'hono';
import { finalizeSubscriptionSchema, setupIntentSchema, subscribeWithCardSchema } from '../../shared/schemas/payments';
import { can } from '../../shared/policy';
import { userIdParam } from '../../shared/schemas/account';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { assertSelf, currentUser } from '../middleware/session';
import { downgradeToFree, finalizeCheckout, paymentsFor, startCheckout, subscribeWithCard } from '../payments/checkout';
import { subscriptionInfo } from '../payments/subscription-info';
import { actorOf, userForId } from '../services/session-user';
import { toPublicUser } from '../services/users';
import { validate } from '../validation';

const paymentsOf = (c: Context<AppEnv>) => paymentsFor(c.env, c.var.db);

/** The member who may subscribe (an account past the disclaimer). */
function subscriber(c: Context<AppEnv>) {
  const user = currentUser(c);
  if (!can.subscribe(actorOf(user))) throw new ApiError(403, 'error_forbidden');
  return user;
}

/** The member as they are after a change: tier and status come from the synced subscription. */
async function refreshed(c: Context<AppEnv>, userId: number) {
  const user = await userForId(c.var.db, userId);
  if (!user) throw new ApiError(401, 'error_not_logged_in');
  return { user: toPublicUser(user), subscription: await subscriptionInfo(c.var.db, user) };
}

export const paymentRoutes = new Hono<AppEnv>()
  .post('/create-setup-intent', validate('json', setupIntentSchema), async (c) => {
    const start = await startCheckout(paymentsOf(c), subscriber(c), c.req.valid('json').priceId);
    return c.json(start);
  })
  .post('/finalize-subscription', validate('json', finalizeSubscriptionSchema), async (c) => {
    const user = subscriber(c);
    await finalizeCheckout(paymentsOf(c), user, c.req.valid('json').setupIntentId);
    return c.json(await refreshed(c, user.id));
  })
  .post('/create-subscription-with-payment-method', validate('json', subscribeWithCardSchema), async (c) => {
    const user = subscriber(c);
    const { priceId, paymentMethodId } = c.req.valid('json');
    const subscription = await subscribeWithCard(paymentsOf(c), user, priceId, paymentMethodId);
    const after = await refreshed(c, user.id);
    return c.json({ status: subscription.status, subscriptionTier: after.user.subscriptionTier, ...after });
  })
  .post('/downgrade-to-free', async (c) => {
    const user = subscriber(c);
    await downgradeToFree(paymentsOf(c), user);
    return c.json(await refreshed(c, user.id));
  })
  .get('/users/:userId/subscription', validate('param', userIdParam), async (c) => {
    const user = assertSelf(c, c.req.valid('param').userId);
    return c.json(await subscriptionInfo(c.var.db, user));
  });
