/**
 * 'Verträge hier kündigen' (/cancel, /kuendigen; docs/decisions/039-subscription-cancellation.md):
 * the member's running contracts, each with the day it ends, those still to cancel and those
 * cancelled already, and the refusal of a posted form at its field.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { LoaderInput } from './page-request';
import { m } from '~/paraglide/messages.js';
import { subscriptions } from '~/server/db/schema';
import type { PostFailure } from '~/server/forms/page-post';
import { LIVE_STATUSES } from '~/server/payments/membership';
import { contractDate } from '~/shared/labels/premium';
import { formatPrice, PLANS } from '~/shared/plans';

export interface CancelInput extends LoaderInput {
  failure: PostFailure | null;
}

/** Running contracts a member may have at once: one, and a few more only while the provider sorts out a change. */
const CONTRACTS_SHOWN = 5;

export async function loadCancel({ viewer: { user }, db, locale, failure }: CancelInput) {
  const o = { locale };
  const rows = user
    ? await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, user.id), inArray(subscriptions.status, [...LIVE_STATUSES])))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(CONTRACTS_SHOWN)
    : [];
  const contracts = rows.map((row) => {
    const plan = PLANS[row.planType === 'yearly' ? 'premium_yearly' : 'premium_monthly'];
    const price = `${formatPrice(plan.cents, locale)} ${plan.interval === 'year' ? m.plan_per_year({}, o) : m.plan_per_month({}, o)}`;
    const endsAt = row.status === 'trialing' && row.trialEnd ? row.trialEnd : row.currentPeriodEnd;
    const planName = row.planType === 'yearly' ? m.plan_yearly_name({}, o) : m.plan_monthly_name({}, o);
    return {
      id: row.id,
      planName,
      label: m.cancel_contract_option({ plan: planName, price, date: contractDate(row.createdAt, locale) }, o),
      endsOn: endsAt ? contractDate(endsAt, locale) : '',
      cancelled: row.cancelAtPeriodEnd,
    };
  });
  const open = contracts.filter((contract) => !contract.cancelled);
  return {
    status: failure?.status ?? 200,
    open,
    cancelled: contracts.filter((contract) => contract.cancelled),
    email: user?.email ?? '',
    errors: failure?.errors ?? {},
  };
}
