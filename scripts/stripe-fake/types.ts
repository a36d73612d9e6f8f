/**
 * The objects the fake keeps and answers with. Each is cut from the SDK's own type for API version
 * 2026-10-28 (`Pick<Stripe.X, …>`), so a misspelt or outdated field name fails the type check
 * instead of surprising the app. References the fake never expands in storage are narrowed to ids.
 */
import type Stripe from 'stripe';

/** The API version whose shapes the fake follows; events carry it as Stripe's do. */
export const API_VERSION = '2026-10-28.endive';

/** Decimal fields travel as strings; the SDK turns them into its Decimal class. */
type DecimalString = string;

export type Metadata = Stripe.Metadata;

export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type Product = Pick<
  Stripe.Product,
  | 'id'
  | 'object'
  | 'active'
  | 'created'
  | 'description'
  | 'images'
  | 'livemode'
  | 'marketing_features'
  | 'metadata'
  | 'name'
  | 'package_dimensions'
  | 'shippable'
  | 'statement_descriptor'
  | 'tax_code'
  | 'type'
  | 'unit_label'
  | 'updated'
  | 'url'
> & { default_price: string | null };

export type Price = Pick<
  Stripe.Price,
  | 'id'
  | 'object'
  | 'active'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'custom_unit_amount'
  | 'livemode'
  | 'lookup_key'
  | 'metadata'
  | 'nickname'
  | 'tax_behavior'
  | 'tiers_mode'
  | 'transform_quantity'
  | 'type'
> & { product: string; recurring: Stripe.Price.Recurring; unit_amount: number; unit_amount_decimal: DecimalString };

/** The legacy twin of a price that subscription items still carry. */
export type Plan = Pick<
  Stripe.Plan,
  | 'id'
  | 'object'
  | 'active'
  | 'amount'
  | 'billing_scheme'
  | 'created'
  | 'currency'
  | 'interval'
  | 'interval_count'
  | 'livemode'
  | 'metadata'
  | 'meter'
  | 'nickname'
  | 'tiers_mode'
  | 'transform_usage'
  | 'trial_period_days'
  | 'usage_type'
> & { product: string; amount_decimal: DecimalString };

export type Customer = Pick<
  Stripe.Customer,
  | 'id'
  | 'object'
  | 'address'
  | 'balance'
  | 'created'
  | 'currency'
  | 'default_source'
  | 'delinquent'
  | 'description'
  | 'email'
  | 'invoice_prefix'
  | 'livemode'
  | 'metadata'
  | 'name'
  | 'next_invoice_sequence'
  | 'phone'
  | 'preferred_locales'
  | 'shipping'
  | 'tax_exempt'
  | 'test_clock'
> & { invoice_settings: Stripe.Customer.InvoiceSettings & { default_payment_method: string | null } };

export type PaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'allow_redisplay' | 'billing_details' | 'created' | 'customer_account' | 'livemode' | 'metadata' | 'type'
> & { customer: string | null; card: Stripe.PaymentMethod.Card };

export type SetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'allowed_payment_method_types'
  | 'application'
  | 'automatic_payment_methods'
  | 'cancellation_reason'
  | 'created'
  | 'description'
  | 'excluded_payment_method_types'
  | 'flow_directions'
  | 'latest_attempt'
  | 'livemode'
  | 'mandate'
  | 'next_action'
  | 'on_behalf_of'
  | 'payment_method_configuration_details'
  | 'payment_method_options'
  | 'payment_method_types'
  | 'single_use_mandate'
  | 'status'
  | 'usage'
> & {
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Metadata;
  last_setup_error: (Omit<Stripe.SetupIntent.LastSetupError, 'payment_method'> & { payment_method?: PaymentMethod }) | null;
};

export type SubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  | 'id'
  | 'object'
  | 'billing_thresholds'
  | 'created'
  | 'current_period_end'
  | 'current_period_start'
  | 'current_trial'
  | 'discounts'
  | 'metadata'
  | 'quantity'
  | 'subscription'
  | 'tax_rates'
> & { price: Price; plan: Plan };

export type Subscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'application'
  | 'application_fee_percent'
  | 'automatic_tax'
  | 'billing_cycle_anchor'
  | 'billing_cycle_anchor_config'
  | 'billing_thresholds'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'cancellation_details'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'days_until_due'
  | 'default_source'
  | 'description'
  | 'discounts'
  | 'ended_at'
  | 'invoice_settings'
  | 'livemode'
  | 'metadata'
  | 'next_pending_invoice_item_invoice'
  | 'on_behalf_of'
  | 'pause_collection'
  | 'payment_settings'
  | 'pending_invoice_item_interval'
  | 'pending_setup_intent'
  | 'pending_update'
  | 'schedule'
  | 'start_date'
  | 'status'
  | 'test_clock'
  | 'transfer_data'
  | 'trial_end'
  | 'trial_settings'
  | 'trial_start'
> & {
  customer: string;
  default_payment_method: string | null;
  latest_invoice: string | null;
  items: List<SubscriptionItem>;
  /** Moved to the items in 2025; still answered at the top, as older integrations read them there. */
  current_period_start: number;
  current_period_end: number;
};

export type InvoiceLine = Pick<
  Stripe.InvoiceLineItem,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'description'
  | 'discount_amounts'
  | 'discountable'
  | 'discounts'
  | 'livemode'
  | 'metadata'
  | 'parent'
  | 'period'
  | 'pretax_credit_amounts'
  | 'quantity'
  | 'subtotal'
  | 'taxes'
> & {
  invoice: string;
  subscription: string;
  pricing: { type: 'price_details'; price_details: { price: string; product: string }; unit_amount_decimal: DecimalString };
};

export type Invoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'account_country'
  | 'account_name'
  | 'amount_due'
  | 'amount_overpaid'
  | 'amount_paid'
  | 'amount_remaining'
  | 'amount_shipping'
  | 'attempt_count'
  | 'attempted'
  | 'auto_advance'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'customer_name'
  | 'description'
  | 'due_date'
  | 'effective_at'
  | 'hosted_invoice_url'
  | 'invoice_pdf'
  | 'livemode'
  | 'metadata'
  | 'next_payment_attempt'
  | 'number'
  | 'period_end'
  | 'period_start'
  | 'status'
  | 'status_transitions'
  | 'subtotal'
  | 'total'
> & {
  customer: string;
  default_payment_method: string | null;
  lines: List<InvoiceLine>;
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
  /** Moved under `parent` in 2025; still answered at the top for older integrations. */
  subscription: string;
  paid: boolean;
};

export type EventType = Extract<
  Stripe.Event.Type,
  | 'customer.created'
  | 'setup_intent.succeeded'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'customer.subscription.trial_will_end'
  | 'invoice.paid'
  | 'invoice.payment_failed'
>;

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: EventType;
  data: { object: object; previous_attributes?: Record<string, unknown> };
  pending_webhooks: number;
  request: Stripe.Event.Request;
}
