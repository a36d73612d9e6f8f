/** Everything the fake knows, in memory. Lookups fail as Stripe's do: 404 `resource_missing`. */
import type { CardBehaviour } from './cards';
import { resourceMissing } from './errors';
import type { Customer, Invoice, PaymentMethod, Price, Product, SetupIntent, Subscription } from './types';

function lookup<T>(map: Map<string, T>, kind: string, id: string, param: string): T {
  const found = map.get(id);
  if (!found) throw resourceMissing(kind, id, param);
  return found;
}

export class Store {
  // The catalogue survives a reset: it is configuration, not state.
  readonly products = new Map<string, Product>();
  readonly prices = new Map<string, Price>();

  readonly customers = new Map<string, Customer>();
  /** Deleted customers still answer GET with `{ deleted: true }`, as on Stripe. */
  readonly deletedCustomers = new Set<string>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** The test card behind each payment method. Never on the wire; it decides every outcome. */
  readonly cardBehaviours = new Map<string, CardBehaviour>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly invoices = new Map<string, Invoice>();

  reset(): void {
    for (const map of [this.customers, this.paymentMethods, this.cardBehaviours, this.setupIntents, this.subscriptions, this.invoices]) map.clear();
    this.deletedCustomers.clear();
  }

  /** Any stored object by id, for `expand[]`. */
  find(id: string): object | undefined {
    for (const map of [this.customers, this.paymentMethods, this.setupIntents, this.subscriptions, this.invoices, this.prices, this.products]) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }

  customer = (id: string, param = 'customer') => lookup(this.customers, 'customer', id, param);
  price = (id: string, param = 'price') => lookup(this.prices, 'price', id, param);
  paymentMethod = (id: string, param = 'payment_method') => lookup(this.paymentMethods, 'PaymentMethod', id, param);
  setupIntent = (id: string, param = 'intent') => lookup(this.setupIntents, 'setupintent', id, param);
  subscription = (id: string, param = 'id') => lookup(this.subscriptions, 'subscription', id, param);
  invoice = (id: string, param = 'invoice') => lookup(this.invoices, 'invoice', id, param);
}
