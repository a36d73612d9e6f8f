/** Customers: created, updated (default payment method), listed by email, deleted. */
import type Stripe from 'stripe';
import type { ApiRoute } from '../api';
import { cancelNow } from '../billing';
import type { Fake } from '../context';
import { newId, now, randomToken } from '../ids';
import { listPage } from '../list';
import type { ParamReader } from '../params';
import type { Store } from '../store';
import type { Customer } from '../types';
import { requireAttached } from './payment-methods';

const TEXT_FIELDS = ['email', 'name', 'description', 'phone'] as const;

/** Applies create/update params; everything is checked before anything changes. */
function apply(store: Store, customer: Customer, params: ParamReader): void {
  const settings = params.object('invoice_settings');
  const defaultPaymentMethod = settings?.has('default_payment_method')
    ? settings.string('default_payment_method') || null
    : customer.invoice_settings.default_payment_method;
  if (defaultPaymentMethod) requireAttached(store, customer.id, defaultPaymentMethod, 'invoice_settings[default_payment_method]');
  const texts = TEXT_FIELDS.map((field) => [field, params.has(field) ? params.string(field) || null : customer[field]] as const);
  const locales = params.has('preferred_locales') ? params.strings('preferred_locales') : customer.preferred_locales;
  const metadata = params.metadata(customer.metadata);

  for (const [field, value] of texts) customer[field] = value ?? null;
  customer.preferred_locales = locales;
  customer.metadata = metadata;
  customer.invoice_settings.default_payment_method = defaultPaymentMethod;
}

function newCustomer(): Customer {
  return {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: null,
    invoice_prefix: randomToken(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

const deleted = (id: string): Stripe.DeletedCustomer => ({ id, object: 'customer', deleted: true });

export function customerRoutes(fake: Fake): ApiRoute[] {
  const { store, events } = fake;
  return [
    {
      method: 'POST',
      path: '/v1/customers',
      handle: ({ params }) => {
        const customer = newCustomer();
        apply(store, customer, params);
        store.customers.set(customer.id, customer);
        events.emit('customer.created', customer);
        return customer;
      },
    },
    { method: 'GET', path: '/v1/customers/:id', handle: ({ id }) => (store.deletedCustomers.has(id) ? deleted(id) : store.customer(id, 'id')) },
    {
      method: 'POST',
      path: '/v1/customers/:id',
      handle: ({ id, params }) => {
        const customer = store.customer(id, 'id');
        apply(store, customer, params);
        return customer;
      },
    },
    {
      method: 'GET',
      path: '/v1/customers',
      handle: ({ params }) => {
        const email = params.string('email');
        const customers = [...store.customers.values()].reverse().filter((customer) => !email || customer.email === email);
        return listPage(customers, params, '/v1/customers');
      },
    },
    {
      method: 'DELETE',
      path: '/v1/customers/:id',
      handle: ({ id }) => {
        store.customer(id, 'id');
        // As on Stripe: the customer's subscriptions end at once and its cards are detached.
        for (const subscription of store.subscriptions.values()) {
          if (subscription.customer === id && !['canceled', 'incomplete_expired'].includes(subscription.status)) cancelNow(fake, subscription);
        }
        for (const paymentMethod of store.paymentMethods.values()) if (paymentMethod.customer === id) paymentMethod.customer = null;
        store.customers.delete(id);
        store.deletedCustomers.add(id);
        return deleted(id);
      },
    },
  ];
}
