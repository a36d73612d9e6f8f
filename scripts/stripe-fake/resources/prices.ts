/** The catalogue: one product, "Rudel Premium", with the monthly and the yearly price the app sells. */
import type Stripe from 'stripe';
import type { ApiRoute } from '../api';
import type { Fake } from '../context';
import { now } from '../ids';
import { listPage } from '../list';
import type { Store } from '../store';
import type { Plan, Price } from '../types';

export interface PriceIds {
  monthly: string;
  yearly: string;
}

const PRODUCT_ID = 'prod_RudelPremium';

function price(id: string, created: number, unitAmount: number, interval: Stripe.Price.Recurring.Interval, nickname: string): Price {
  return {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'eur',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname,
    product: PRODUCT_ID,
    recurring: { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'inclusive',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
}

export function seedCatalog(store: Store, ids: PriceIds): void {
  const created = now();
  store.products.set(PRODUCT_ID, {
    id: PRODUCT_ID,
    object: 'product',
    active: true,
    created,
    default_price: ids.monthly,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: 'Rudel Premium',
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: created,
    url: null,
  });
  store.prices.set(ids.monthly, price(ids.monthly, created, 299, 'month', 'Monthly'));
  store.prices.set(ids.yearly, price(ids.yearly, created, 2999, 'year', 'Yearly'));
}

/** The legacy plan object subscription items still carry next to their price. */
export function planOf(price: Price): Plan {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: price.billing_scheme,
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: price.recurring.interval_count,
    livemode: false,
    metadata: price.metadata,
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function priceRoutes({ store }: Fake): ApiRoute[] {
  return [
    { method: 'GET', path: '/v1/prices/:id', handle: ({ id }) => store.price(id, 'id') },
    {
      method: 'GET',
      path: '/v1/prices',
      handle: ({ params }) => {
        const active = params.boolean('active');
        const product = params.string('product');
        const prices = [...store.prices.values()].reverse().filter((p) => (active === undefined || p.active === active) && (!product || p.product === product));
        return listPage(prices, params, '/v1/prices');
      },
    },
  ];
}
