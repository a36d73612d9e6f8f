/**
 * Subscription billing: billing periods, charging the saved card, invoices and the events they
 * cause. Used by the subscriptions API and by the control API that moves a subscription's clock on.
 */
import type Stripe from 'stripe';
import { chargeOutcome, GENERIC_DECLINE } from './cards';
import type { Fake } from './context';
import type { CardDecline } from './errors';
import { newId, now } from './ids';
import type { Invoice, Subscription, SubscriptionItem } from './types';

export type ForcedPayment = 'succeeded' | 'failed';

/** The one item the fake's subscriptions have (created with exactly one). */
export function itemOf(subscription: Subscription): SubscriptionItem {
  const [item] = subscription.items.data;
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  return item;
}

/**
 * Calendar arithmetic as Stripe bills: Jan 31 + 1 month is the last day of February. The fake's
 * prices recur monthly or yearly only.
 */
export function addInterval(timestamp: number, recurring: Stripe.Price.Recurring): number {
  const date = new Date(timestamp * 1000);
  const months = (recurring.interval === 'year' ? 12 : 1) * recurring.interval_count;
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The card a subscription is charged with: its own default, else its customer's. */
export function paymentMethodOf({ store }: Fake, subscription: Pick<Subscription, 'customer' | 'default_payment_method'>): string | null {
  return subscription.default_payment_method ?? store.customer(subscription.customer).invoice_settings.default_payment_method;
}

/** What charging the subscription now would do: null when paid. `payment` overrides the card. */
export function chargeDecline(
  fake: Fake,
  subscription: Pick<Subscription, 'customer' | 'default_payment_method'>,
  payment?: ForcedPayment,
): CardDecline | null {
  if (payment) return payment === 'failed' ? GENERIC_DECLINE : null;
  const paymentMethod = paymentMethodOf(fake, subscription);
  // A renewal without any card fails like a declined one.
  if (!paymentMethod) return GENERIC_DECLINE;
  return chargeOutcome(fake.store.cardBehaviours.get(paymentMethod) ?? 'succeeds');
}

export function setPeriod(subscription: Subscription, start: number, end: number): void {
  const item = itemOf(subscription);
  item.current_period_start = subscription.current_period_start = start;
  item.current_period_end = subscription.current_period_end = end;
}

const money = (amount: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);

function recordInvoice(fake: Fake, subscription: Subscription, amount: number, reason: Stripe.Invoice.BillingReason, decline: CardDecline | null): Invoice {
  const customer = fake.store.customer(subscription.customer);
  const item = itemOf(subscription);
  const { price } = item;
  const product = fake.store.products.get(price.product)?.name ?? price.product;
  const id = newId('in');
  const created = now();
  const paid = decline === null;
  const trial = subscription.trial_end !== null && item.current_period_end <= subscription.trial_end;
  const invoice: Invoice = {
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Rudel',
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    amount_shipping: 0,
    attempt_count: amount > 0 ? 1 : 0,
    attempted: true,
    auto_advance: !paid,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created,
    currency: price.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    default_payment_method: null,
    description: null,
    due_date: null,
    effective_at: created,
    hosted_invoice_url: null,
    invoice_pdf: null,
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: price.currency,
          description: trial ? `Trial period for ${product}` : `1 × ${product} (at ${money(price.unit_amount, price.currency)} / ${price.recurring.interval})`,
          discount_amounts: [],
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: subscription.id,
              subscription_item: item.id,
            },
          },
          period: { start: item.current_period_start, end: item.current_period_end },
          pretax_credit_amounts: [],
          pricing: { type: 'price_details', price_details: { price: price.id, product: price.product }, unit_amount_decimal: price.unit_amount_decimal },
          quantity: 1,
          subscription: subscription.id,
          subtotal: amount,
          taxes: [],
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    // Stripe retries a failed renewal some days later.
    next_payment_attempt: paid ? null : created + 3 * 86_400,
    number: `${customer.invoice_prefix}-${String(customer.next_invoice_sequence ?? 1).padStart(4, '0')}`,
    paid,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: subscription.metadata, subscription: subscription.id } },
    period_end: created,
    period_start: created,
    status: paid ? 'paid' : 'open',
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: paid ? created : null, voided_at: null },
    subscription: subscription.id,
    subtotal: amount,
    total: amount,
  };
  customer.next_invoice_sequence = (customer.next_invoice_sequence ?? 1) + 1;
  fake.store.invoices.set(id, invoice);
  return invoice;
}

/**
 * Starts the billing period [start, end) and invoices `amount` for it with the outcome `decline`.
 * The invoice is the subscription's latest; its event follows with announceInvoice, once the
 * subscription's own event (if any) has gone out.
 */
export function billPeriod(
  fake: Fake,
  subscription: Subscription,
  bill: { start: number; end: number; amount: number; reason: Stripe.Invoice.BillingReason; decline: CardDecline | null },
): Invoice {
  setPeriod(subscription, bill.start, bill.end);
  // A renewal keeps the billing cycle; anything else (creation, ending a trial early, a new interval) restarts it.
  if (bill.reason !== 'subscription_cycle') subscription.billing_cycle_anchor = bill.start;
  const invoice = recordInvoice(fake, subscription, bill.amount, bill.reason, bill.decline);
  subscription.latest_invoice = invoice.id;
  return invoice;
}

export const announceInvoice = ({ events }: Fake, invoice: Invoice) =>
  events.emit(invoice.status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice);

/** Ends the subscription now (`DELETE /v1/subscriptions/:id`, or its customer deleted). */
export function cancelNow(
  fake: Fake,
  subscription: Subscription,
  details: { comment?: string | null; feedback?: Stripe.Subscription.CancellationDetails.Feedback | null } = {},
): void {
  const at = now();
  subscription.status = 'canceled';
  subscription.canceled_at = at;
  subscription.ended_at = at;
  subscription.cancel_at_period_end = false;
  subscription.cancel_at = null;
  subscription.cancellation_details = {
    comment: details.comment ?? null,
    feedback: details.feedback ?? null,
    feedback_option: null,
    reason: 'cancellation_requested',
  };
  fake.events.emit('customer.subscription.deleted', subscription);
}

/**
 * The current period (or trial) is over: a subscription set to cancel ends, any other is charged
 * for the next period – active when paid, past_due when not.
 */
export function endPeriod(fake: Fake, subscription: Subscription, payment?: ForcedPayment): void {
  const before = structuredClone(subscription);
  const item = itemOf(subscription);
  const end = item.current_period_end;
  if (subscription.cancel_at_period_end) {
    subscription.status = 'canceled';
    subscription.ended_at = end;
    fake.events.emit('customer.subscription.deleted', subscription);
    return;
  }
  const decline = chargeDecline(fake, subscription, payment);
  const invoice = billPeriod(fake, subscription, {
    start: end,
    end: addInterval(end, item.price.recurring),
    amount: item.price.unit_amount,
    reason: 'subscription_cycle',
    decline,
  });
  subscription.status = decline ? 'past_due' : 'active';
  announceInvoice(fake, invoice);
  fake.events.emitUpdate('customer.subscription.updated', before, subscription);
}
