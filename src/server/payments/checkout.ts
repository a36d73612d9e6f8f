/**
 * Subscribing and changing plans (docs/product-rules.md §5.4, docs/architecture.md §11): the card is saved with a setup intent
 * confirmed in the browser, then the subscription is created on the server with a 30-day trial
 * for a member's first subscription. Every creating call carries an idempotency key derived from
 * what it creates, so a repeated request can never create a second customer or subscription.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { PlanType } from '~/shared/enums';
import { TRIAL_DAYS } from '~/shared/plans';
import type { Db } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import type { SessionUser } from '~/server/auth/session-user';
import type { Mailer } from '~/server/email/mailer';
import { siteOrigin } from '~/server/site-origin';
import { paymentConfig, planTypeOfPrice, type PaymentConfig } from './config';
import { LIVE_STATUSES, UNPAID_STATUSES } from './membership';
import { isCardError, isInvalidRequest, isMissing, stripeClient } from './stripe-client';
import { endMissingSubscription, syncSubscription, type ContractNotice } from './subscription-sync';

export interface Payments {
  db: Db;
  stripe: Stripe;
  config: PaymentConfig;
  /** How the member is told of a started, changed or cancelled contract; null where nobody is (account deletion). */
  notice: ContractNotice | null;
}

/** The provider's client and configuration for one request; 503 when payments are not configured. */
export function paymentsFor(env: Env, db: Db, mailer: Mailer | null): Payments {
  const config = paymentConfig(env);
  return { db, stripe: stripeClient(config), config, notice: mailer ? { mailer, origin: siteOrigin(env) } : null };
}

/** Where checkout stands after the member picked a plan. */
export type CheckoutStart = { kind: 'confirm_card'; clientSecret: string } | { kind: 'updated' };

function planOfPrice(config: PaymentConfig, priceId: string): PlanType {
  const planType = planTypeOfPrice(config, priceId);
  if (!planType) throw new ApiError(400, 'payment_unknown_price', 'priceId');
  return planType;
}

/** The member's newest subscription in one of `statuses`, as last synced. */
async function subscriptionIn(db: Db, userId: number, statuses: readonly string[]) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...statuses])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/**
 * The member's customer at the provider, created once: the key makes a retry return the same one.
 * It names the account by id and creation time, which no other account ever shares.
 */
async function customerOf({ db, stripe }: Payments, user: SessionUser): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() || user.username, metadata: { userId: String(user.id) } },
    { idempotencyKey: `customer-${user.id}-${user.createdAt.getTime()}` },
  );
  await db.update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, user.id));
  return customer.id;
}

/**
 * Step 1 of checkout (`POST /api/create-setup-intent`). A member on the other paid plan is switched
 * right away (SPEC: 'Erfolgreich geändert'); one already on this plan gets 'Bereits abonniert'
 * (unless they had cancelled it, which this undoes).
 */
export async function startCheckout(payments: Payments, user: SessionUser, priceId: string): Promise<CheckoutStart> {
  const planType = planOfPrice(payments.config, priceId);
  const live = await subscriptionIn(payments.db, user.id, LIVE_STATUSES);
  if (live) {
    if (live.planType === planType && !live.cancelAtPeriodEnd) throw new ApiError(409, 'payment_already_subscribed');
    if (await changeSubscription(payments, live.stripeSubscriptionId, priceId)) return { kind: 'updated' };
  }
  const customer = await customerOf(payments, user);
  const intent = await payments.stripe.setupIntents.create(
    { customer, allowed_payment_method_types: ['card'], usage: 'off_session', metadata: { userId: String(user.id), priceId } },
    { idempotencyKey: `setup-intent-${user.id}-${crypto.randomUUID()}` },
  );
  if (!intent.client_secret) throw new ApiError(502, 'payment_init_failed');
  return { kind: 'confirm_card', clientSecret: intent.client_secret };
}

/**
 * Moves a live subscription to `priceId` (keeping its trial) and takes back a cancellation.
 * False when the provider no longer has it: it is ended here too, and checkout starts afresh.
 */
async function changeSubscription({ db, stripe, config, notice }: Payments, subscriptionId: string, priceId: string): Promise<boolean> {
  try {
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    const updated = await stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: false,
      ...(item && item.price.id !== priceId ? { items: [{ id: item.id, price: priceId }], proration_behavior: 'create_prorations' as const } : {}),
    });
    await syncSubscription(db, config, updated, notice);
    return true;
  } catch (error) {
    if (!isMissing(error)) throw error;
    await endMissingSubscription(db, subscriptionId);
    return false;
  }
}

/**
 * Creates the subscription for a saved card: with the trial if the member never had one, charged
 * at once otherwise. An unpaid older subscription is ended first, so the member never pays twice.
 */
async function subscribe(payments: Payments, user: SessionUser, customer: string, priceId: string, paymentMethod: string, idempotencyKey: string) {
  const { db, stripe, config, notice } = payments;
  const unpaid = await subscriptionIn(db, user.id, UNPAID_STATUSES);
  if (unpaid) await syncSubscription(db, config, await stripe.subscriptions.cancel(unpaid.stripeSubscriptionId), notice);
  const [earlier] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, user.id)).limit(1);
  await stripe.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
  try {
    const subscription = await stripe.subscriptions.create(
      {
        customer,
        items: [{ price: priceId }],
        default_payment_method: paymentMethod,
        ...(earlier ? {} : { trial_period_days: TRIAL_DAYS }),
        payment_behavior: 'error_if_incomplete',
        metadata: { userId: String(user.id) },
      },
      { idempotencyKey },
    );
    await syncSubscription(db, config, subscription, notice);
    return subscription;
  } catch (error) {
    if (isCardError(error)) throw new ApiError(402, 'payment_failed');
    throw error;
  }
}

/** Step 2 (`POST /api/finalize-subscription`): the setup intent the browser confirmed becomes the subscription. */
export async function finalizeCheckout(payments: Payments, user: SessionUser, setupIntentId: string): Promise<void> {
  const { stripe, config } = payments;
  const intent = await stripe.setupIntents.retrieve(setupIntentId).catch(() => null);
  if (!intent || !user.stripeCustomerId || intent.customer !== user.stripeCustomerId) throw new ApiError(404, 'payment_setup_not_found', 'setupIntentId');
  if (intent.status !== 'succeeded' || !intent.payment_method) throw new ApiError(409, 'payment_not_confirmed');
  const priceId = intent.metadata?.priceId ?? '';
  planOfPrice(config, priceId);
  const paymentMethod = typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
  const live = await subscriptionIn(payments.db, user.id, LIVE_STATUSES);
  // A repeated finalize of the same card finds the subscription it created and is done.
  if (live) {
    if (live.stripePriceId === priceId) return;
    throw new ApiError(409, 'payment_already_subscribed');
  }
  await subscribe(payments, user, user.stripeCustomerId, priceId, paymentMethod, `subscription-${intent.id}`);
}

/** The upgrade page (`POST /api/create-subscription-with-payment-method`): a card made in the browser, no setup intent. */
export async function subscribeWithCard(payments: Payments, user: SessionUser, priceId: string, paymentMethodId: string) {
  planOfPrice(payments.config, priceId);
  if (await subscriptionIn(payments.db, user.id, LIVE_STATUSES)) throw new ApiError(409, 'payment_already_subscribed');
  const customer = await customerOf(payments, user);
  try {
    await payments.stripe.paymentMethods.attach(paymentMethodId, { customer });
  } catch (error) {
    if (isCardError(error) || isInvalidRequest(error)) throw new ApiError(400, 'payment_method_invalid', 'paymentMethodId');
    throw error;
  }
  return subscribe(payments, user, customer, priceId, paymentMethodId, `subscription-${paymentMethodId}`);
}

/**
 * `POST /api/downgrade-to-free`: the subscription ends with its current period (or trial), so the
 * member keeps what they paid for and is never charged again; content stays.
 */
export async function downgradeToFree(payments: Payments, user: SessionUser): Promise<void> {
  const live = await subscriptionIn(payments.db, user.id, LIVE_STATUSES);
  if (!live) throw new ApiError(409, 'payment_no_subscription');
  await endWithPeriod(payments, live.stripeSubscriptionId);
}

/** Cancels at the end of the current period (or trial); one the provider no longer has is over here too. */
async function endWithPeriod({ db, stripe, config, notice }: Payments, stripeSubscriptionId: string): Promise<void> {
  try {
    await syncSubscription(db, config, await stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: true }), notice);
  } catch (error) {
    if (!isMissing(error)) throw error;
    await endMissingSubscription(db, stripeSubscriptionId);
  }
}

/**
 * `POST /api/subscriptions/{id}/cancellation` ('Verträge hier kündigen', docs/decisions/039-subscription-cancellation.md):
 * the member's own subscription, by its id, ends with its period, like a downgrade. Someone else's
 * or an unknown id is not found; one already cancelled stays as it is.
 */
export async function cancelSubscription(payments: Payments, user: SessionUser, subscriptionId: number): Promise<void> {
  const [row] = await payments.db
    .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId, status: subscriptions.status, cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, user.id)));
  if (!row) throw new ApiError(404, 'payment_subscription_not_found');
  if (!(LIVE_STATUSES as readonly string[]).includes(row.status)) throw new ApiError(409, 'payment_no_subscription');
  if (!row.cancelAtPeriodEnd) await endWithPeriod(payments, row.stripeSubscriptionId);
}
