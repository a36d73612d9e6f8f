/**
 * Subscriptions with one item: created with or without a trial, switched to another price,
 * set to cancel at period end, cancelled at once, listed per customer.
 */
import type { ApiRoute } from '../api';
import { addInterval, announceInvoice, billPeriod, cancelNow, chargeDecline, itemOf, paymentMethodOf, setPeriod } from '../billing';
import type { Fake } from '../context';
import { cardError, invalidRequest, type CardDecline } from '../errors';
import { newId, now } from '../ids';
import { listPage } from '../list';
import type { ParamReader } from '../params';
import type { Invoice, Metadata, Price, Subscription } from '../types';
import { requireAttached } from './payment-methods';
import { planOf } from './prices';

const ENDED = ['canceled', 'incomplete_expired'];
const DAY = 86_400;

function newSubscription(customer: string, price: Price, paymentMethod: string | null, metadata: Metadata, created: number): Subscription {
  const id = newId('sub');
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: created,
    billing_cycle_anchor_config: null,
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created,
    currency: price.currency,
    current_period_end: created,
    current_period_start: created,
    customer,
    days_until_due: null,
    default_payment_method: paymentMethod,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          billing_thresholds: null,
          created,
          current_period_end: created,
          current_period_start: created,
          current_trial: null,
          discounts: [],
          metadata: {},
          plan: planOf(price),
          price: structuredClone(price),
          quantity: 1,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}

/** The end of the trial asked for at creation (`trial_period_days` or `trial_end`), null for none. */
function trialEndOf(params: ParamReader, at: number): number | null {
  const days = params.integer('trial_period_days');
  const end = params.timestampOrNow('trial_end');
  if (days !== undefined && end !== undefined) throw invalidRequest('You may not specify both trial_end and trial_period_days.', 'trial_end');
  if (days !== undefined) {
    if (days < 0 || days > 730) throw invalidRequest('trial_period_days must be between 0 and 730.', 'trial_period_days');
    return days === 0 ? null : at + days * DAY;
  }
  if (end === undefined || end === 'now') return null;
  if (end <= at) throw invalidRequest('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
  return end;
}

function noPaymentMethod(): never {
  throw invalidRequest('This customer has no attached payment source or default payment method. Please consider adding a default payment method.');
}

/** Stripe's cancel-at-period-end bookkeeping: `cancel_at`, `canceled_at` (time of the request) and the reason. */
function setCancelAtPeriodEnd(subscription: Subscription, on: boolean, at: number): void {
  subscription.cancel_at_period_end = on;
  subscription.cancel_at = on ? itemOf(subscription).current_period_end : null;
  subscription.canceled_at = on ? at : null;
  subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: on ? 'cancellation_requested' : null };
}

/** The price `items[0]` switches the one item to, if any. */
function priceChange({ store }: Fake, subscription: Subscription, items: ParamReader[]): Price | undefined {
  if (items.length === 0) return undefined;
  const [change] = items;
  const itemId = change?.string('id');
  if (items.length > 1 || !change || !itemId)
    throw invalidRequest('The Stripe fake keeps one item per subscription: pass items[0][id] with items[0][price] to switch its price.', 'items');
  if (itemId !== itemOf(subscription).id) throw invalidRequest(`No such subscription item: '${itemId}'`, 'items[0][id]', 'resource_missing');
  const priceId = change.string('price');
  return priceId && priceId !== itemOf(subscription).price.id ? store.price(priceId, 'items[0][price]') : undefined;
}

/**
 * What an update charges at once, as Stripe does: ending a trial now bills the price in full; a
 * new billing interval outside a trial restarts the cycle, minus the unused part of the current
 * period unless `proration_behavior=none`. Any other change is billed at the next renewal.
 */
function immediateCharge(
  subscription: Subscription,
  newPrice: Price | undefined,
  trialEnd: number | 'now' | undefined,
  proration: string,
  at: number,
): number | undefined {
  const item = itemOf(subscription);
  const price = newPrice ?? item.price;
  if (subscription.status === 'trialing') return trialEnd === 'now' ? price.unit_amount : undefined;
  if (!newPrice || newPrice.recurring.interval === item.price.recurring.interval || !['active', 'past_due'].includes(subscription.status)) return undefined;
  const unused = (item.current_period_end - at) / (item.current_period_end - item.current_period_start);
  const credit = proration === 'none' ? 0 : Math.round(item.price.unit_amount * Math.max(0, unused));
  return Math.max(0, newPrice.unit_amount - credit);
}

function create(fake: Fake, params: ParamReader): Subscription {
  const { store, events } = fake;
  const customer = store.customer(params.requiredString('customer'));
  const items = params.objects('items');
  const [item, ...more] = items;
  if (!item || more.length > 0) throw invalidRequest(item ? 'The Stripe fake supports one item per subscription.' : 'Missing required param: items.', 'items');
  const price = store.price(item.requiredString('price'), 'items[0][price]');
  const paymentMethod = params.string('default_payment_method') || null;
  if (paymentMethod) requireAttached(store, customer.id, paymentMethod, 'default_payment_method');
  const created = now();
  const trialEnd = trialEndOf(params, created);
  const subscription = newSubscription(customer.id, price, paymentMethod, params.metadata(), created);

  let invoice: Invoice;
  if (trialEnd) {
    subscription.status = 'trialing';
    subscription.trial_start = created;
    subscription.trial_end = trialEnd;
    invoice = billPeriod(fake, subscription, { start: created, end: trialEnd, amount: 0, reason: 'subscription_create', decline: null });
    // Paid billing starts where the trial ends.
    subscription.billing_cycle_anchor = trialEnd;
  } else {
    if (!paymentMethodOf(fake, subscription)) noPaymentMethod();
    const decline = chargeDecline(fake, subscription);
    // Stripe creates nothing when the first payment fails under error_if_incomplete.
    if (decline && params.string('payment_behavior') === 'error_if_incomplete') throw cardError(decline);
    invoice = billPeriod(fake, subscription, {
      start: created,
      end: addInterval(created, price.recurring),
      amount: price.unit_amount,
      reason: 'subscription_create',
      decline,
    });
    subscription.status = decline ? 'incomplete' : 'active';
  }
  if (params.boolean('cancel_at_period_end')) setCancelAtPeriodEnd(subscription, true, created);
  store.subscriptions.set(subscription.id, subscription);
  events.emit('customer.subscription.created', subscription);
  announceInvoice(fake, invoice);
  return subscription;
}

function update(fake: Fake, subscription: Subscription, params: ParamReader): Subscription {
  if (ENDED.includes(subscription.status)) throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  const at = now();
  // Everything is read and checked first: a refused update changes nothing.
  const newPrice = priceChange(fake, subscription, params.objects('items'));
  const paymentMethod = params.has('default_payment_method') ? params.string('default_payment_method') || null : subscription.default_payment_method;
  if (paymentMethod) requireAttached(fake.store, subscription.customer, paymentMethod, 'default_payment_method');
  const cancelAtPeriodEnd = params.boolean('cancel_at_period_end');
  const trialEnd = params.timestampOrNow('trial_end');
  if (typeof trialEnd === 'number' && (subscription.status !== 'trialing' || trialEnd <= at)) {
    throw invalidRequest('The Stripe fake moves trial_end only on trialing subscriptions, to `now` or a future time.', 'trial_end');
  }
  const metadata = params.metadata(subscription.metadata);
  const amount = immediateCharge(subscription, newPrice, trialEnd, params.string('proration_behavior') ?? 'create_prorations', at);
  let decline: CardDecline | null = null;
  if (amount) {
    const payer = { customer: subscription.customer, default_payment_method: paymentMethod };
    if (!paymentMethodOf(fake, payer)) noPaymentMethod();
    decline = chargeDecline(fake, payer);
    if (decline && params.string('payment_behavior') === 'error_if_incomplete') throw cardError(decline);
  }

  const before = structuredClone(subscription);
  const item = itemOf(subscription);
  if (newPrice) {
    item.price = structuredClone(newPrice);
    item.plan = planOf(newPrice);
  }
  subscription.default_payment_method = paymentMethod;
  subscription.metadata = metadata;
  if (typeof trialEnd === 'number') {
    subscription.trial_end = trialEnd;
    setPeriod(subscription, item.current_period_start, trialEnd);
  }
  let invoice: Invoice | undefined;
  if (amount !== undefined) {
    if (trialEnd === 'now') subscription.trial_end = at;
    invoice = billPeriod(fake, subscription, { start: at, end: addInterval(at, item.price.recurring), amount, reason: 'subscription_update', decline });
    subscription.status = decline ? 'past_due' : 'active';
  }
  if (cancelAtPeriodEnd !== undefined) setCancelAtPeriodEnd(subscription, cancelAtPeriodEnd, at);
  // A cancellation at period end follows the period when it moved.
  if (subscription.cancel_at_period_end) subscription.cancel_at = item.current_period_end;
  if (invoice) announceInvoice(fake, invoice);
  fake.events.emitUpdate('customer.subscription.updated', before, subscription);
  return subscription;
}

function statusMatches(status: string, filter: string | undefined): boolean {
  if (filter === 'all') return true;
  if (filter === 'ended') return ENDED.includes(status);
  // Stripe's default leaves ended subscriptions out.
  return filter ? status === filter : !ENDED.includes(status);
}

export function subscriptionRoutes(fake: Fake): ApiRoute[] {
  const { store } = fake;
  return [
    { method: 'POST', path: '/v1/subscriptions', handle: ({ params }) => create(fake, params) },
    { method: 'GET', path: '/v1/subscriptions/:id', handle: ({ id }) => store.subscription(id) },
    { method: 'POST', path: '/v1/subscriptions/:id', handle: ({ id, params }) => update(fake, store.subscription(id), params) },
    {
      method: 'DELETE',
      path: '/v1/subscriptions/:id',
      handle: ({ id, params }) => {
        const subscription = store.subscription(id);
        if (ENDED.includes(subscription.status)) throw invalidRequest('This subscription has already been canceled.');
        const details = params.object('cancellation_details');
        cancelNow(fake, subscription, { comment: details?.string('comment'), feedback: details?.string('feedback') });
        return subscription;
      },
    },
    {
      method: 'GET',
      path: '/v1/subscriptions',
      handle: ({ params }) => {
        const customer = params.string('customer');
        const price = params.string('price');
        const status = params.string('status');
        const subscriptions = [...store.subscriptions.values()]
          .reverse()
          .filter((s) => (!customer || s.customer === customer) && (!price || itemOf(s).price.id === price) && statusMatches(s.status, status));
        return listPage(subscriptions, params, '/v1/subscriptions');
      },
    },
  ];
}
