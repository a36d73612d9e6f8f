import { useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { checkoutSubmitLabel } from '~/shared/labels/premium';
import { PLANS, type PaidPlanId } from '~/shared/plans';
import { setCurrentUser } from '~/stores/current-user';
import { showToast } from '~/stores/toasts';
import { ApiRequestError, readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { FormActions } from '~/islands/forms/FormActions';
import { toStoredUser } from '~/islands/forms/stored-user';
import { confirmCard, finalizeSubscription, goToPlanPage, goToWelcome } from './checkout-flow';
import { planName } from './plan-texts';
import { loadStripe, type StripeClient, type StripeElements, type StripeSettings } from './stripe-js';

interface Props {
  locale: Locale;
  plan: PaidPlanId;
  stripe: StripeSettings;
  /** When the trial a first subscription starts with would end; null when the member had one already. */
  trialEnd: string | null;
  /** Back to the plan cards. */
  onBack(): void;
}

type Phase = 'starting' | 'ready' | 'processing' | 'done' | 'failed';
type Tab = 'card' | 'wallet';

/**
 * The in-page checkout of the plan page (docs/product-rules.md §5.4): card and wallet tabs (card first), submit
 * with the price, back. Opening it asks the server for a setup intent – or switches a member who
 * is already on the other paid plan right away.
 */
export default function CheckoutForm({ locale, plan, stripe: settings, trialEnd, onBack }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const { planType } = PLANS[plan];
  const [phase, setPhase] = useState<Phase>('starting');
  const [failure, setFailure] = useState('');
  const [cardError, setCardError] = useState('');
  const [tab, setTab] = useState<Tab>('card');
  const cardMount = useRef<HTMLDivElement>(null);
  const walletMount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; elements: StripeElements; walletShown: boolean } | null>(null);

  // Once per checkout: each start asks the server for a new setup intent.
  const begin = useEffectEvent(async () => {
    try {
      const start = await readJson(await api['create-setup-intent'].$post({ json: { priceId: settings.prices[planType ?? 'monthly'] } }));
      if (start.kind === 'updated') {
        setCurrentUser(toStoredUser(await readJson(await api['refresh-user-session'].$post())));
        showToast({ title: m.payment_updated_title({}, o), description: m.payment_updated_body({}, o) });
        setPhase('done');
        // A plan switch is no new subscription: the plan page shows the change, no welcome.
        goToPlanPage(locale);
        return;
      }
      const client = await loadStripe(settings, locale);
      const elements = client.elements({ clientSecret: start.clientSecret, locale });
      const card = elements.create('payment', { layout: 'tabs', paymentMethodOrder: ['card'], wallets: { applePay: 'never', googlePay: 'never' } });
      if (cardMount.current) card.mount(cardMount.current);
      stripe.current = { client, elements, walletShown: false };
      setPhase('ready');
    } catch (error) {
      if (error instanceof ApiRequestError && error.body.code === 'payment_already_subscribed') {
        showToast({ title: m.payment_already_subscribed_title({}, o), description: m.payment_already_subscribed({}, o), variant: 'destructive' });
        return onBack();
      }
      setFailure(errorText(error, m.payment_init_failed({}, o)));
      setPhase('failed');
    }
  });
  useEffect(() => void begin(), []);

  function showTab(next: Tab) {
    setTab(next);
    const current = stripe.current;
    if (next === 'wallet' && current && !current.walletShown && walletMount.current) {
      current.elements.create('expressCheckout').mount(walletMount.current);
      current.walletShown = true;
    }
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = stripe.current;
    if (!current || phase !== 'ready') return;
    setPhase('processing');
    setCardError('');
    const { setupIntent, error } = await confirmCard(current.client, current.elements, locale);
    if (error || setupIntent?.status !== 'succeeded') {
      const message = error?.message ?? '';
      setCardError(message ? `${m.payment_failed({}, o)}: ${message}` : m.payment_failed({}, o));
      showToast({ title: m.payment_failed({}, o), description: message, variant: 'destructive' });
      return setPhase('ready');
    }
    try {
      await finalizeSubscription(locale, setupIntent.id);
      setPhase('done');
      goToWelcome(locale);
    } catch (failed) {
      const declined = failed instanceof ApiRequestError && failed.body.code === 'payment_failed';
      setFailure(declined ? m.payment_failed({}, o) : m.payment_finalize_failed({}, o));
      setPhase('failed');
    }
  }

  if (phase === 'failed') {
    return (
      <section className="card grid gap-3" role="alert">
        <h2 className="text-xl font-semibold">{m.error_title({}, o)}</h2>
        <p className="prose-text">{failure}</p>
        <button type="button" className="btn-primary justify-self-start" onClick={onBack}>
          {m.checkout_back_to_plans({}, o)}
        </button>
      </section>
    );
  }
  if (phase === 'done') {
    return (
      <section className="card" role="status">
        <h2 className="text-xl font-semibold">{m.checkout_success_title({}, o)}</h2>
        <p className="mt-2 prose-text">{m.checkout_success_body({}, o)}</p>
      </section>
    );
  }
  return (
    <form method="post" className="card grid gap-4" onSubmit={(event) => void submit(event)} aria-labelledby="checkout-title" noValidate>
      <h2 id="checkout-title" className="text-xl font-semibold">
        {m.checkout_title({ plan: planName(PLANS[plan], locale) }, o)}
      </h2>
      <div role="tablist" aria-label={m.checkout_tabs_label({}, o)} className="flex gap-2">
        {(['card', 'wallet'] as const).map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`checkout-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`checkout-panel-${id}`}
            className={tab === id ? 'btn-primary' : 'btn-ghost'}
            onClick={() => showTab(id)}
          >
            {id === 'card' ? m.checkout_tab_card({}, o) : m.checkout_tab_wallet({}, o)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="checkout-panel-card" aria-labelledby="checkout-tab-card" hidden={tab !== 'card'}>
        {phase === 'starting' && <p className="text-sm prose-text">{m.checkout_loading({}, o)}</p>}
        <div ref={cardMount} />
      </div>
      <div role="tabpanel" id="checkout-panel-wallet" aria-labelledby="checkout-tab-wallet" hidden={tab !== 'wallet'}>
        <p className="text-sm prose-text">{m.checkout_wallet_hint({}, o)}</p>
        <div ref={walletMount} className="mt-2" />
      </div>
      {cardError && (
        <p role="alert" className="field-error">
          {cardError}
        </p>
      )}
      <p className="text-xs text-ink-muted dark:text-stone-400">{m.checkout_secure_note({}, o)}</p>
      <FormActions
        submit={phase === 'processing' ? m.checkout_processing({}, o) : checkoutSubmitLabel(PLANS[plan], trialEnd, locale)}
        busy={phase !== 'ready'}
        cancel={{ label: m.checkout_back({}, o), onClick: onBack }}
      />
    </form>
  );
}
