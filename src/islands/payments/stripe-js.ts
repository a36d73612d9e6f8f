/**
 * Stripe.js in the browser, loaded from the configured address only when a checkout opens
 * (js.stripe.com in production, the local fake in development and tests). Only the calls the
 * checkout uses are typed here.
 */
import type { Locale } from '~/shared/enums';
import type { StripeSettings } from '~/shared/subscription';

export type { StripeSettings };

export interface StripeError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
}
export interface SetupIntentResult {
  id: string;
  status: string;
  payment_method: string | { id: string } | null;
}
export interface StripeElement {
  mount(target: HTMLElement): void;
  unmount(): void;
  destroy(): void;
  on(event: 'change', handler: (event: { complete: boolean; empty: boolean; error?: { message: string } }) => void): void;
  on(event: 'ready', handler: () => void): void;
}
export interface StripeElements {
  create(type: 'payment' | 'card' | 'expressCheckout', options?: Record<string, unknown>): StripeElement;
}
interface ConfirmOptions {
  elements: StripeElements;
  confirmParams: { return_url: string };
  redirect: 'if_required';
}
export interface StripeClient {
  elements(options: { clientSecret?: string; locale: Locale }): StripeElements;
  confirmPayment(options: ConfirmOptions): Promise<{ error?: StripeError }>;
  confirmSetup(options: ConfirmOptions): Promise<{ setupIntent?: SetupIntentResult; error?: StripeError }>;
  retrieveSetupIntent(clientSecret: string): Promise<{ setupIntent?: SetupIntentResult; error?: StripeError }>;
  createPaymentMethod(options: { type: 'card'; card: StripeElement }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string, options?: { locale?: Locale }) => StripeClient;
  }
}

let loading: Promise<void> | undefined;

/** Adds the Stripe.js script once per page. */
function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = undefined;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function loadStripe(settings: StripeSettings, locale: Locale): Promise<StripeClient> {
  if (!window.Stripe) await loadScript(settings.jsUrl);
  if (!window.Stripe) throw new Error('Stripe.js did not define Stripe');
  return window.Stripe(settings.publishableKey, { locale });
}
