/** Card payment methods: created from raw test card numbers, attached to and detached from customers. */
import type { ApiRoute } from '../api';
import { readCard, setupOutcome } from '../cards';
import type { Fake } from '../context';
import { cardError, invalidRequest } from '../errors';
import { newId, now } from '../ids';
import type { ParamReader } from '../params';
import type { Store } from '../store';
import type { PaymentMethod } from '../types';

const ADDRESS_FIELDS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

function billingDetails(params: ParamReader | undefined): PaymentMethod['billing_details'] {
  const address = params?.object('address');
  return {
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address?.string(field) || null])) as Record<
      (typeof ADDRESS_FIELDS)[number],
      string | null
    >,
    email: params?.string('email') || null,
    name: params?.string('name') || null,
    phone: params?.string('phone') || null,
    tax_id: null,
  };
}

/**
 * A card payment method from `type=card` and `card[…]` (or the same under `payment_method_data`).
 * Number, expiry and CVC are checked here, as Stripe does when the card is tokenised.
 */
export function createPaymentMethod(store: Store, params: ParamReader): PaymentMethod {
  const type = params.requiredString('type');
  if (type !== 'card') throw invalidRequest(`The Stripe fake supports card payment methods only, not '${type}'.`, params.label('type'));
  const card = params.object('card');
  if (!card) throw invalidRequest(`Missing required param: ${params.label('card')}.`, params.label('card'));
  const read = readCard(card);
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: billingDetails(params.object('billing_details')),
    card: read.card,
    created: now(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: params.metadata(),
    type: 'card',
  };
  store.paymentMethods.set(paymentMethod.id, paymentMethod);
  store.cardBehaviours.set(paymentMethod.id, read.behaviour);
  return paymentMethod;
}

export function attachTo(paymentMethod: PaymentMethod, customerId: string): void {
  if (paymentMethod.customer && paymentMethod.customer !== customerId) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
  }
  paymentMethod.customer = customerId;
}

/** A payment method id that a customer may use as its default; Stripe refuses cards of other customers. */
export function requireAttached(store: Store, customerId: string, paymentMethodId: string, param: string): string {
  if (store.paymentMethod(paymentMethodId, param).customer !== customerId) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
      param,
    );
  }
  return paymentMethodId;
}

export function paymentMethodRoutes({ store }: Fake): ApiRoute[] {
  return [
    { method: 'POST', path: '/v1/payment_methods', publishable: true, handle: ({ params }) => createPaymentMethod(store, params) },
    { method: 'GET', path: '/v1/payment_methods/:id', handle: ({ id }) => store.paymentMethod(id, 'id') },
    {
      method: 'POST',
      path: '/v1/payment_methods/:id/attach',
      handle: ({ id, params }) => {
        const paymentMethod = store.paymentMethod(id, 'id');
        const customer = store.customer(params.requiredString('customer'));
        // Attaching verifies the card like a setup does, without 3-D Secure.
        const outcome = setupOutcome(store.cardBehaviours.get(id) ?? 'succeeds');
        if (typeof outcome === 'object') throw cardError(outcome, { payment_method: paymentMethod });
        attachTo(paymentMethod, customer.id);
        return paymentMethod;
      },
    },
    {
      method: 'POST',
      path: '/v1/payment_methods/:id/detach',
      handle: ({ id }) => {
        const paymentMethod = store.paymentMethod(id, 'id');
        if (!paymentMethod.customer) throw invalidRequest(`The payment method ${id} is not attached to a customer.`, 'payment_method');
        const customer = store.customers.get(paymentMethod.customer);
        if (customer?.invoice_settings.default_payment_method === id) customer.invoice_settings.default_payment_method = null;
        paymentMethod.customer = null;
        return paymentMethod;
      },
    },
  ];
}
