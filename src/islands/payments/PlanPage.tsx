import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { CHECK } from '~/shared/icon-shapes/check';
import { Icon } from '~/islands/Icon';
import type { Locale } from '~/shared/enums';
import { formatPrice, PLAN_IDS, PLANS, TRIAL_DAYS, type PaidPlanId, type Plan, type PlanId } from '~/shared/plans';
import { pathFor } from '~/shared/routes';
import type { StripeSettings } from '~/shared/subscription';
import { setCurrentUser } from '~/stores/current-user';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { toStoredUser } from '~/islands/forms/stored-user';
import { featureText, planName, planNote } from './plan-texts';

interface Props {
  locale: Locale;
  /**
   * Null for visitors. `granted`: the tier was given without a subscription (professional, or by an
   * admin), so there is nothing to buy or change here.
   */
  member: { planId: PlanId; cancelAtPeriodEnd: boolean; trialEligible: boolean; trialEnd: string | null; granted: boolean } | null;
  /** Null when payments are not configured: paid plans cannot be chosen. */
  stripe: StripeSettings | null;
  loginHref: string;
}

// The checkout (and with it Stripe.js) loads when a member picks a paid plan.
const CheckoutForm = lazy(() => import('./CheckoutForm'));

/** What a plan card's button does, by the member's current plan (the plan page, docs/product-rules.md §5.4). */
type Action =
  | { kind: 'current' }
  | { kind: 'checkout'; label: string }
  | { kind: 'downgrade' }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'none' };

function actionFor(plan: Plan, member: Props['member'], locale: Locale, loginHref: string): Action {
  const o = { locale };
  if (!member)
    return plan.id === 'free'
      ? { kind: 'link', href: pathFor('register', locale), label: m.nav_register({}, o) }
      : { kind: 'link', href: loginHref, label: m.plan_button_login({}, o) };
  const paid = member.planId !== 'free';
  if (member.granted) return { kind: 'none' };
  if (plan.id === member.planId) return member.cancelAtPeriodEnd ? { kind: 'checkout', label: m.plan_button_resume({}, o) } : { kind: 'current' };
  if (plan.id === 'free') return member.cancelAtPeriodEnd ? { kind: 'none' } : { kind: 'downgrade' };
  if (!paid) return { kind: 'checkout', label: member.trialEligible ? m.plan_upsell_trial({ days: String(TRIAL_DAYS) }, o) : m.plan_button_activate({}, o) };
  return { kind: 'checkout', label: plan.id === 'premium_yearly' ? m.plan_button_yearly({}, o) : m.plan_button_monthly({}, o) };
}

/** Plan cards, downgrade and the in-page checkout (loaded on demand); also finishes a return from 3-D Secure. */
export default function PlanPage({ locale, member, stripe, loginHref }: Props) {
  const o = { locale };
  const [checkout, setCheckout] = useState<PaidPlanId | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDowngrade = useRef<HTMLDialogElement>(null);

  // Back from 3-D Secure with success=true and the setup intent's secret (docs/product-rules.md §5.4).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const secret = params.get('setup_intent_client_secret');
    if (params.get('success') !== 'true' || !secret || !stripe) return;
    window.history.replaceState(null, '', pathFor('premium', locale));
    void import('./secure-return').then(({ finishSecureReturn }) => finishSecureReturn(stripe, locale, secret));
  }, [locale, stripe]);

  async function downgrade() {
    setBusy(true);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const { user } = await readJson(await api['downgrade-to-free'].$post());
      setCurrentUser(toStoredUser(user));
      showToast({ title: m.plan_downgrade_done({}, o) });
      window.location.reload();
    } catch (error) {
      showToast({ title: m.error_title({}, o), description: errorText(error, m.payment_downgrade_failed({}, o)), variant: 'destructive' });
      setBusy(false);
      confirmDowngrade.current?.close();
    }
  }

  if (checkout && stripe) {
    return (
      <Suspense fallback={<p className="card prose-text">{m.checkout_loading({}, o)}</p>}>
        <CheckoutForm locale={locale} plan={checkout} stripe={stripe} trialEnd={member?.trialEnd ?? null} onBack={() => setCheckout(null)} />
      </Suspense>
    );
  }

  return (
    <>
      <ul className="grid gap-5 md:grid-cols-3">
        {PLAN_IDS.map((id) => {
          const plan = PLANS[id];
          const action = actionFor(plan, member, locale, loginHref);
          const interval = plan.interval === 'year' ? m.plan_per_year({}, o) : m.plan_per_month({}, o);
          return (
            <li
              key={id}
              className={`card grid content-start gap-3 ${id === 'premium_yearly' ? 'border-2 border-brand-600' : ''}`}
              aria-labelledby={`plan-${id}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h2 id={`plan-${id}`} className="text-xl font-semibold">
                  {planName(plan, locale)}
                </h2>
                {id === 'premium_yearly' && (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">{m.plan_recommended({}, o)}</span>
                )}
              </div>
              <p>
                <span className="text-3xl font-bold">{plan.cents ? formatPrice(plan.cents, locale) : m.plan_free_price({}, o)}</span>
                {plan.interval && <span className="ml-1 text-sm prose-text">{interval}</span>}
              </p>
              <p className="text-sm prose-text">{planNote(plan, locale)}</p>
              <ul className="grid gap-1 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon shape={CHECK} className="mt-0.5 h-4 w-4 shrink-0 text-brand-700 dark:text-brand-200" />
                    {featureText(feature, locale)}
                  </li>
                ))}
              </ul>
              {plan.cents > 0 && (!member || member.trialEligible) && (
                <p className="text-xs prose-text">{m.plan_trial_hint({ days: String(TRIAL_DAYS), price: formatPrice(plan.cents, locale), interval }, o)}</p>
              )}
              <div className="mt-2">
                {action.kind === 'current' && (
                  <button type="button" className="btn-ghost w-full" disabled>
                    {m.plan_button_current({}, o)}
                  </button>
                )}
                {action.kind === 'checkout' && (
                  <button type="button" className="btn-primary w-full" disabled={!stripe} onClick={() => setCheckout(id as PaidPlanId)}>
                    {action.label}
                  </button>
                )}
                {action.kind === 'downgrade' && (
                  <button type="button" className="btn-ghost w-full" onClick={() => confirmDowngrade.current?.showModal()}>
                    {m.plan_button_free({}, o)}
                  </button>
                )}
                {action.kind === 'link' && (
                  <a className={id === 'free' ? 'btn-ghost w-full' : 'btn-primary w-full'} href={action.href}>
                    {action.label}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {!stripe && <p className="mt-4 field-error">{m.payment_unavailable({}, o)}</p>}
      <dialog ref={confirmDowngrade} className="card max-w-md backdrop:bg-black/40" aria-labelledby="downgrade-title">
        <h2 id="downgrade-title" className="text-lg font-semibold">
          {m.plan_button_free({}, o)}
        </h2>
        <p className="mt-2 prose-text">{m.plan_downgrade_confirm({}, o)}</p>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => confirmDowngrade.current?.close()}>
            {m.post_cancel({}, o)}
          </button>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void downgrade()}>
            {m.plan_button_free({}, o)}
          </button>
        </div>
      </dialog>
    </>
  );
}
