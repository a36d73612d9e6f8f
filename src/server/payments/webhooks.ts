/**
 * Provider webhooks (`POST /api/stripe/webhook`, docs/architecture.md §11): verified, applied once per event id,
 * and never trusted for state – the subscription is read again from the provider, so duplicates
 * and events that arrive out of order all end in the provider's current state.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { paymentEvents, users } from '~/server/db/schema';
import type { Db } from '~/server/db/client';
import type { Mailer } from '~/server/email/mailer';
import { ApiError } from '~/server/errors';
import { notifyMembers } from '~/server/services/notifications/write';
import type { Payments } from './checkout';
import { isMissing, webhookCrypto } from './stripe-client';
import { endMissingSubscription, syncSubscription } from './subscription-sync';
import { trialEndingEmail } from './trial-ending-email';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/** The member's notice of the trial ending (decision 032): once per subscription, however often the provider says so. */
const trialEndingNotification = (db: Db, userId: number, subscription: Stripe.Subscription) =>
  notifyMembers(
    db,
    { kind: 'trial_ending', detail: new Date((subscription.trial_end ?? 0) * 1000).toISOString(), groupKey: `trial_ending:${subscription.id}` },
    eq(users.id, userId),
  ).onConflictDoNothing();

export async function verifiedEvent({ stripe, config }: Payments, payload: string, signature: string | undefined): Promise<Stripe.Event> {
  if (!signature) throw new ApiError(400, 'payment_webhook_invalid');
  try {
    return await stripe.webhooks.constructEventAsync(payload, signature, config.webhookSecret, undefined, webhookCrypto);
  } catch {
    throw new ApiError(400, 'payment_webhook_invalid');
  }
}

/** The subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  if (SUBSCRIPTION_EVENTS.has(event.type)) return (event.data.object as Stripe.Subscription).id;
  if (!INVOICE_EVENTS.has(event.type)) return null;
  const subscription = (event.data.object as Stripe.Invoice).parent?.subscription_details?.subscription;
  return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
}

/**
 * Applies an event once. The event id is claimed first, so two deliveries at once apply it once;
 * if applying fails the claim is given back and the provider's retry applies it later.
 */
export async function applyEvent(payments: Payments, mailer: Mailer, origin: string, event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return 'ignored';
  const { db, stripe, config, notice } = payments;
  const claimed = await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (claimed.length === 0) return 'duplicate';
  try {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (!subscription) {
      await endMissingSubscription(db, subscriptionId);
      return 'applied';
    }
    const userId = await syncSubscription(db, config, subscription, notice);
    if (event.type === 'customer.subscription.trial_will_end' && userId && subscription.status === 'trialing') {
      const [[user]] = await db.batch([db.select().from(users).where(eq(users.id, userId)), trialEndingNotification(db, userId, subscription)]);
      if (user) await mailer.send(trialEndingEmail(user, origin, subscription));
    }
    return 'applied';
  } catch (error) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
}
