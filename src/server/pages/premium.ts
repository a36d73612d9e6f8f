/**
 * The plan page (/premium, /subscription, /abonnement; docs/product-rules.md §2): the member's
 * current plan in one sentence, what the checkout island needs, and the FAQ.
 */
import type { LoaderInput } from './page-request';
import { m } from '~/paraglide/messages.js';
import { stripeSettings } from '~/server/payments/config';
import { UNPAID_STATUSES } from '~/server/payments/membership';
import { subscriptionInfo } from '~/server/payments/subscription-info';
import type { Locale } from '~/shared/enums';
import { intlLocale } from '~/shared/intl-locale';
import { PLANS, TRIAL_DAYS, trialEndOf, type PlanId } from '~/shared/plans';
import { isPaid } from '~/shared/policy';
import type { SubscriptionInfo } from '~/shared/subscription';

export interface PremiumInput extends LoaderInput {
  env: Env;
}

/** What the plan page shows; `stripe` is null when payments are not configured (the page says so). */
export async function loadPremium({ viewer: { user, actor }, env, db, locale }: PremiumInput) {
  const o = { locale };
  const subscription = user ? await subscriptionInfo(db, user) : null;
  const planId: PlanId = actor && isPaid(actor) ? (actor.planType === 'yearly' ? 'premium_yearly' : 'premium_monthly') : 'free';
  const live = planId !== 'free';
  const trialEligible = !subscription?.created;
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(intlLocale(locale), { dateStyle: 'long' }) : '');
  return {
    stripe: stripeSettings(env),
    planName: user?.subscriptionTier === 'professional' ? m.profile_subscription_professional({}, o) : m[PLANS[planId].name]({}, o),
    statusLine: statusText(subscription, live, date, locale),
    since: subscription?.created && live ? date(subscription.created) : null,
    member: user
      ? {
          planId,
          cancelAtPeriodEnd: Boolean(subscription?.cancelAtPeriodEnd && live),
          trialEligible,
          // The provider counts the trial from the real time (the development clock moves the journal only).
          trialEnd: trialEligible ? trialEndOf(Date.now()).toISOString() : null,
          // A tier given without a subscription (professional, or by an admin): shown, not for sale here.
          granted: live && !subscription?.status,
        }
      : null,
    faqs: [
      { q: m.plan_faq_1_question({}, o), a: m.plan_faq_1_answer({ days: String(TRIAL_DAYS) }, o) },
      { q: m.plan_faq_2_question({}, o), a: m.plan_faq_2_answer({}, o) },
      { q: m.plan_faq_3_question({}, o), a: m.plan_faq_3_answer({}, o) },
      { q: m.plan_faq_4_question({}, o), a: m.plan_faq_4_answer({}, o) },
    ],
  };
}

/** The current plan's state in one sentence (trial, renewal, cancellation or a failed payment). */
function statusText(subscription: SubscriptionInfo | null, live: boolean, date: (iso: string | null) => string, locale: Locale): string {
  const o = { locale };
  const status = subscription?.status;
  if (!subscription || !status) return live ? '' : m.plan_status_free({}, o);
  if ((UNPAID_STATUSES as readonly string[]).includes(status)) return m.plan_status_past_due({}, o);
  if (status !== 'trialing' && status !== 'active') return m.plan_status_free({}, o);
  const end = date(status === 'trialing' ? subscription.trialEnd : subscription.currentPeriodEnd);
  if (subscription.cancelAtPeriodEnd) return m.plan_status_canceled({ date: end }, o);
  return status === 'trialing' ? m.plan_status_trialing({ date: end }, o) : m.plan_status_active({ date: end }, o);
}
