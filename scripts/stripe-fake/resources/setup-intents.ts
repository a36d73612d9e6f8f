/**
 * Setup intents: the server creates one for a customer, the browser confirms it with a card
 * (publishable key + client secret), and the test card decides: saved, declined, or a 3-D Secure
 * challenge on the fake bank's page (three-d-secure.ts) that finishes it later.
 */
import type Stripe from 'stripe';
import type { ApiCall, ApiRoute, KeyKind } from '../api';
import { setupOutcome } from '../cards';
import type { Fake } from '../context';
import { cardError, invalidRequest } from '../errors';
import { newId, now, randomToken } from '../ids';
import type { ParamReader } from '../params';
import type { Store } from '../store';
import type { PaymentMethod, SetupIntent } from '../types';
import { attachTo, createPaymentMethod } from './payment-methods';

/** The fields Stripe shows a publishable key; the rest (customer, metadata, …) stays on the server. */
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'automatic_payment_methods',
  'cancellation_reason',
  'client_secret',
  'created',
  'description',
  'last_setup_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'status',
  'usage',
] as const satisfies readonly (keyof SetupIntent)[];

const visibleTo = (key: KeyKind, intent: SetupIntent): object =>
  key === 'secret' ? intent : Object.fromEntries(PUBLISHABLE_FIELDS.map((field) => [field, intent[field]]));

/** A publishable key must also present the intent's client secret, as Stripe.js does. */
function checkClientSecret({ key, params }: ApiCall, intent: SetupIntent): void {
  if (key === 'secret') return;
  if (params.requiredString('client_secret') !== intent.client_secret) {
    throw invalidRequest('The client_secret provided does not match the client_secret associated with the SetupIntent.', 'client_secret');
  }
}

function succeed({ store, events }: Fake, intent: SetupIntent): void {
  intent.status = 'succeeded';
  intent.next_action = null;
  if (intent.customer && intent.payment_method) attachTo(store.paymentMethod(intent.payment_method), intent.customer);
  events.emit('setup_intent.succeeded', intent);
}

/** Back to the start, as after any failed attempt: the card is dropped and the error kept. */
function fail(intent: SetupIntent, error: NonNullable<SetupIntent['last_setup_error']>): void {
  intent.status = 'requires_payment_method';
  intent.payment_method = null;
  intent.next_action = null;
  intent.last_setup_error = error;
}

/** The fake bank's answer to the 3-D Secure challenge of an intent in `requires_action`. */
export function finishAuthentication(fake: Fake, intent: SetupIntent, passed: boolean): void {
  if (passed) {
    succeed(fake, intent);
    return;
  }
  fail(intent, {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message: 'The latest attempt to set up the payment method has failed because authentication failed.',
    ...(intent.payment_method ? { payment_method: fake.store.paymentMethod(intent.payment_method) } : {}),
  });
}

/** The card to confirm with: new from `payment_method_data`, else `payment_method` or the one already set. */
function paymentMethodFor(store: Store, intent: SetupIntent, params: ParamReader): PaymentMethod {
  const data = params.object('payment_method_data');
  if (data) return createPaymentMethod(store, data);
  const id = params.string('payment_method') ?? intent.payment_method;
  if (!id)
    throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", 'payment_method', 'setup_intent_unexpected_state');
  return store.paymentMethod(id);
}

function confirm(fake: Fake, intent: SetupIntent, call: ApiCall): void {
  const { store } = fake;
  const { params } = call;
  if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)) {
    throw invalidRequest(`You cannot confirm this SetupIntent because it has a status of ${intent.status}.`, undefined, 'setup_intent_unexpected_state');
  }
  const returnUrl = params.string('return_url') ?? null;
  if (returnUrl && !URL.canParse(returnUrl)) throw invalidRequest('Not a valid URL', 'return_url', 'url_invalid');
  const paymentMethod = paymentMethodFor(store, intent, params);
  if (intent.customer && paymentMethod.customer && paymentMethod.customer !== intent.customer) {
    throw invalidRequest('The payment method you provided has already been attached to a customer.', 'payment_method');
  }
  intent.payment_method = paymentMethod.id;
  intent.last_setup_error = null;

  const outcome = setupOutcome(store.cardBehaviours.get(paymentMethod.id) ?? 'succeeds');
  if (outcome === 'succeeds') {
    succeed(fake, intent);
    return;
  }
  if (outcome === 'requires_authentication') {
    const challenge = new URL(`/3ds/${intent.id}`, call.publicUrl);
    if (returnUrl) challenge.searchParams.set('return_url', returnUrl);
    intent.status = 'requires_action';
    intent.next_action = { type: 'redirect_to_url', redirect_to_url: { url: challenge.href, return_url: returnUrl } };
    return;
  }
  fail(intent, { type: 'card_error', ...outcome, payment_method: paymentMethod });
  throw cardError(outcome, { setup_intent: visibleTo(call.key, intent), payment_method: paymentMethod });
}

function create(fake: Fake, call: ApiCall): SetupIntent {
  const { store } = fake;
  const { params } = call;
  const customer = params.string('customer') || null;
  if (customer) store.customer(customer);
  // This API version takes `allowed_payment_method_types`; older integrations send `payment_method_types`.
  const typesParam = params.has('allowed_payment_method_types') ? 'allowed_payment_method_types' : 'payment_method_types';
  const types = params.strings(typesParam);
  const unsupported = types.find((type) => type !== 'card');
  if (unsupported) throw invalidRequest(`The Stripe fake supports card payment methods only, not '${unsupported}'.`, typesParam);
  const usage = params.string('usage') ?? 'off_session';
  if (usage !== 'off_session' && usage !== 'on_session') throw invalidRequest(`Invalid usage: must be one of off_session or on_session`, 'usage');
  const paymentMethod = params.string('payment_method') || null;
  if (paymentMethod) store.paymentMethod(paymentMethod);
  const id = newId('seti');
  const intent: SetupIntent = {
    id,
    object: 'setup_intent',
    allowed_payment_method_types: types.length > 0 ? (types as Stripe.SetupIntent.AllowedPaymentMethodType[]) : null,
    application: null,
    automatic_payment_methods: types.length > 0 ? null : { allow_redirects: 'always', enabled: true },
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken(24)}`,
    created: now(),
    customer,
    description: params.string('description') || null,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: params.metadata(),
    next_action: null,
    on_behalf_of: null,
    payment_method: paymentMethod,
    payment_method_configuration_details: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: types.length > 0 ? types : ['card'],
    single_use_mandate: null,
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    usage,
  };
  store.setupIntents.set(id, intent);
  if (params.boolean('confirm')) confirm(fake, intent, call);
  return intent;
}

export function setupIntentRoutes(fake: Fake): ApiRoute[] {
  const { store } = fake;
  return [
    { method: 'POST', path: '/v1/setup_intents', handle: (call) => create(fake, call) },
    {
      method: 'GET',
      path: '/v1/setup_intents/:id',
      publishable: true,
      handle: (call) => {
        const intent = store.setupIntent(call.id);
        checkClientSecret(call, intent);
        return visibleTo(call.key, intent);
      },
    },
    {
      method: 'POST',
      path: '/v1/setup_intents/:id/confirm',
      publishable: true,
      handle: (call) => {
        const intent = store.setupIntent(call.id);
        checkClientSecret(call, intent);
        confirm(fake, intent, call);
        return visibleTo(call.key, intent);
      },
    },
  ];
}
