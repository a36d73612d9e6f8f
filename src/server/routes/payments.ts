/** Subscriptions (payment calls, docs/product-rules.md §9): checkout, plan changes, downgrade, the member's subscription. */
import { Hono, type Context } from 'hono';
import { cancellationSchema, finalizeSubscriptionSchema, setupIntentSchema, subscribeWithCardSchema } from '~/shared/schemas/payments';
import { idParam } from '~/shared/schemas/fields';
import { can } from '~/shared/policy';
import { userIdParam } from '~/shared/schemas/account';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { requireAbility, requireUser, type GuardedEnv } from '~/server/middleware/guard';
import { assertSelf } from './compat';
import { cancelSubscription, downgradeToFree, finalizeCheckout, paymentsFor, startCheckout, subscribeWithCard } from '~/server/payments/checkout';
import { subscriptionInfo } from '~/server/payments/subscription-info';
import { userForId } from '~/server/auth/session-user';
import { toPublicUser } from '~/server/services/users';
import { validate } from '~/server/validation';

type Guarded = Context<AppEnv & GuardedEnv>;

const paymentsOf = (c: Guarded) => paymentsFor(c.env, c.var.db, c.var.mailer);

/** The member who may subscribe (an account past the disclaimer). */
const subscriber = requireAbility(can.subscribe);

/** The member as they are after a change: tier and status come from the synced subscription. */
async function refreshed(c: Guarded, userId: number) {
  const user = await userForId(c.var.db, userId);
  if (!user) throw new ApiError(401, 'error_not_logged_in');
  return { user: toPublicUser(user), subscription: await subscriptionInfo(c.var.db, user) };
}

export const paymentRoutes = new Hono<AppEnv>()
  .post('/create-setup-intent', subscriber, validate('json', setupIntentSchema), async (c) => {
    const start = await startCheckout(paymentsOf(c), c.var.user, c.req.valid('json').priceId);
    return c.json(start);
  })
  .post('/finalize-subscription', subscriber, validate('json', finalizeSubscriptionSchema), async (c) => {
    const user = c.var.user;
    await finalizeCheckout(paymentsOf(c), user, c.req.valid('json').setupIntentId);
    return c.json(await refreshed(c, user.id));
  })
  .post('/create-subscription-with-payment-method', subscriber, validate('json', subscribeWithCardSchema), async (c) => {
    const user = c.var.user;
    const { priceId, paymentMethodId } = c.req.valid('json');
    const subscription = await subscribeWithCard(paymentsOf(c), user, priceId, paymentMethodId);
    const after = await refreshed(c, user.id);
    return c.json({ status: subscription.status, subscriptionTier: after.user.subscriptionTier, ...after });
  })
  .post('/downgrade-to-free', subscriber, async (c) => {
    const user = c.var.user;
    await downgradeToFree(paymentsOf(c), user);
    return c.json(await refreshed(c, user.id));
  })
  .post('/subscriptions/:id/cancellation', subscriber, validate('param', idParam), validate('json', cancellationSchema), async (c) => {
    const user = c.var.user;
    await cancelSubscription(paymentsOf(c), user, c.req.valid('param').id);
    return c.json(await refreshed(c, user.id));
  })
  .get('/users/:userId/subscription', requireUser(), validate('param', userIdParam), async (c) => {
    const user = assertSelf(c.var.user, c.req.valid('param').userId);
    return c.json(await subscriptionInfo(c.var.db, user));
  });
