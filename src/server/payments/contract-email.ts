/**
 * The contract confirmation (docs/product-rules.md §5.4): when a subscription starts, changes or
 * is cancelled, the member gets it on a durable medium, in their language: plan, price, trial end,
 * next charge and how to cancel. Which of them a sync is comes from the row as it was before.
 */
import { m } from '~/paraglide/messages.js';
import type { PlanType } from '~/shared/enums';
import { contractDate } from '~/shared/labels/premium';
import { formatPrice, PLANS } from '~/shared/plans';
import { pathFor } from '~/shared/routes';
import type { User } from '~/server/db/schema';
import type { MailMessage } from '~/server/email/mailer';
import { renderEmail } from '~/server/email/render';
import { LIVE_STATUSES } from './membership';

export type ContractChange = 'started' | 'changed' | 'cancelled';

/** What a sync needs to know of a subscription, before and after. */
export interface ContractState {
  stripePriceId: string;
  planType: PlanType;
  status: string;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
}

const isLive = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

/** What changed for the member, if anything they must be told of; a repeated sync of the same state is nothing. */
export function contractChange(before: Omit<ContractState, 'planType' | 'trialEnd' | 'currentPeriodEnd'> | null, after: ContractState): ContractChange | null {
  if (!isLive(after.status)) return null;
  if (!before || !isLive(before.status)) return 'started';
  if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) return 'cancelled';
  if (before.stripePriceId !== after.stripePriceId || (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd)) return 'changed';
  return null;
}

const SUBJECTS = {
  started: m.contract_email_subject_started,
  changed: m.contract_email_subject_changed,
  cancelled: m.contract_email_subject_cancelled,
} as const;

export function contractEmail(
  user: Pick<User, 'email' | 'locale' | 'firstName' | 'username'>,
  origin: string,
  change: ContractChange,
  state: ContractState,
): MailMessage {
  const locale = user.locale;
  const o = { locale };
  const plan = PLANS[state.planType === 'yearly' ? 'premium_yearly' : 'premium_monthly'];
  const planName = state.planType === 'yearly' ? m.plan_yearly_name({}, o) : m.plan_monthly_name({}, o);
  const price = formatPrice(plan.cents, locale);
  const trialing = state.status === 'trialing' && state.trialEnd !== null;
  const periodEnd = trialing ? state.trialEnd : state.currentPeriodEnd;
  const end = periodEnd ? contractDate(periodEnd, locale) : '';
  const cancelUrl = `${origin}${pathFor('cancelContract', locale)}`;
  const opening =
    change === 'cancelled'
      ? m.contract_email_cancelled({ plan: planName, date: end }, o)
      : change === 'started'
        ? m.contract_email_started({ plan: planName }, o)
        : m.contract_email_changed({ plan: planName }, o);
  const facts =
    change === 'cancelled'
      ? [m.contract_email_resume({ date: end }, o)]
      : [
          plan.interval === 'year' ? m.contract_email_price_year({ price }, o) : m.contract_email_price_month({ price }, o),
          ...(trialing ? [m.contract_email_trial_end({ date: end }, o)] : []),
          ...(end ? [m.contract_email_next_charge({ date: end }, o)] : []),
          m.contract_email_how_to_cancel({ url: cancelUrl }, o),
        ];
  return {
    to: user.email,
    subject: SUBJECTS[change]({}, o),
    ...renderEmail({
      locale,
      heading: m.contract_email_heading({ name: user.firstName || user.username }, o),
      paragraphs: [opening, ...facts],
      action:
        change === 'cancelled'
          ? { label: m.trial_email_action({}, o), url: `${origin}${pathFor('premium', locale)}` }
          : { label: m.cancel_button({}, o), url: cancelUrl },
    }),
  };
}
