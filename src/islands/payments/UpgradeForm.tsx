import { useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { formatPrice, PLANS, type PaidPlanId } from '~/shared/plans';
import { pathFor } from '~/shared/routes';
import { setCurrentUser } from '~/stores/current-user';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { toStoredUser } from '~/islands/forms/stored-user';
import { REDIRECT_DELAY_MS } from './checkout-flow';
import { planName } from './plan-texts';
import { loadStripe, type StripeClient, type StripeElement, type StripeSettings } from './stripe-js';

const CHOICES: PaidPlanId[] = ['premium_yearly', 'premium_monthly'];

/**
 * The upgrade page (/subscribe, docs/product-rules.md §2): two plans with yearly preselected and a card form; the
 * card becomes a payment method in the browser and the server subscribes it.
 */
export default function UpgradeForm({ locale, stripe: settings }: { locale: Locale; stripe: StripeSettings }) {
  const o = { locale };
  const api = useApi(locale);
  const [plan, setPlan] = useState<PaidPlanId>('premium_yearly');
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cardMount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ client: StripeClient; card: StripeElement } | null>(null);

  // Once: the card field mounts a single time.
  const mountCard = useEffectEvent(() =>
    loadStripe(settings, locale)
      .then((client) => {
        const card = client.elements({ locale }).create('card');
        if (cardMount.current) card.mount(cardMount.current);
        stripe.current = { client, card };
        setReady(true);
      })
      .catch(() => setError(m.payment_init_failed({}, o))),
  );
  useEffect(() => void mountCard(), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe.current || busy) return;
    setBusy(true);
    setError('');
    const { paymentMethod, error: cardError } = await stripe.current.client.createPaymentMethod({ type: 'card', card: stripe.current.card });
    if (!paymentMethod) {
      setError(cardError?.message ? `${m.payment_method_invalid({}, o)}: ${cardError.message}` : m.payment_method_invalid({}, o));
      return setBusy(false);
    }
    try {
      const priceId = settings.prices[PLANS[plan].planType ?? 'yearly'];
      const { user } = await readJson(await api['create-subscription-with-payment-method'].$post({ json: { priceId, paymentMethodId: paymentMethod.id } }));
      setCurrentUser(toStoredUser(user));
      showToast({ title: m.upgrade_done({}, o) });
      setTimeout(() => window.location.assign(pathFor('premium', locale)), REDIRECT_DELAY_MS);
    } catch (failure) {
      const message = errorText(failure, m.payment_upgrade_failed({}, o));
      setError(message);
      showToast({ title: message, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <form method="post" className="card grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="grid gap-3">
        <legend className="field-label">{m.upgrade_choose_plan({}, o)}</legend>
        {CHOICES.map((id) => (
          <label
            key={id}
            className={`flex items-center gap-3 rounded-xl border p-3 ${plan === id ? 'border-brand-600' : 'border-stone-200 dark:border-night-line'}`}
          >
            <input type="radio" name="plan" value={id} checked={plan === id} onChange={() => setPlan(id)} />
            <span className="font-semibold">{planName(PLANS[id], locale)}</span>
            <span className="ml-auto">
              {formatPrice(PLANS[id].cents, locale)} {PLANS[id].interval === 'year' ? m.plan_per_year({}, o) : m.plan_per_month({}, o)}
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <p className="field-label">{m.upgrade_card_label({}, o)}</p>
        {!ready && !error && <p className="text-sm prose-text">{m.checkout_loading({}, o)}</p>}
        <div ref={cardMount} className="mt-2" />
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <p className="text-xs text-ink-muted dark:text-stone-400">{m.checkout_secure_note({}, o)}</p>
      <button type="submit" className="btn-primary justify-self-start" disabled={!ready || busy}>
        {busy ? m.checkout_processing({}, o) : m.upgrade_submit({}, o)}
      </button>
    </form>
  );
}
