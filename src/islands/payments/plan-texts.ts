/**
 * The catalog's texts for islands. Messages are looked up through these explicit tables, never as
 * `m[key]`: an indexed lookup would make the bundler keep every message of the app.
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { freeMonthsPerYear, yearlySavingEuros, type Plan, type PlanFeature } from '~/shared/plans';
import { FREE_ACTIVITY_LIMIT } from '~/shared/activity-limits';

const NAMES: Record<Plan['name'], typeof m.plan_free_name> = {
  plan_free_name: m.plan_free_name,
  plan_monthly_name: m.plan_monthly_name,
  plan_yearly_name: m.plan_yearly_name,
};

const FEATURES: Record<PlanFeature, (locale: Locale) => string> = {
  plan_feature_browse: (locale) => m.plan_feature_browse({}, { locale }),
  plan_feature_five_activities: (locale) => m.plan_feature_five_activities({ limit: String(FREE_ACTIVITY_LIMIT) }, { locale }),
  plan_feature_community: (locale) => m.plan_feature_community({}, { locale }),
  plan_feature_unlimited: (locale) => m.plan_feature_unlimited({}, { locale }),
  plan_feature_progress: (locale) => m.plan_feature_progress({}, { locale }),
  plan_feature_share: (locale) => m.plan_feature_share({}, { locale }),
  plan_feature_comments_after_activity: (locale) => m.plan_feature_comments_after_activity({}, { locale }),
  plan_feature_comments: (locale) => m.plan_feature_comments({}, { locale }),
  plan_feature_priority_support: (locale) => m.plan_feature_priority_support({}, { locale }),
};

export const planName = (plan: Plan, locale: Locale) => NAMES[plan.name]({}, { locale });

export const featureText = (feature: PlanFeature, locale: Locale) => FEATURES[feature](locale);

export function planNote(plan: Plan, locale: Locale): string {
  const o = { locale };
  if (plan.note === 'plan_yearly_note') return m.plan_yearly_note({ months: String(freeMonthsPerYear()), saving: String(yearlySavingEuros()) }, o);
  return plan.note === 'plan_free_note' ? m.plan_free_note({}, o) : m.plan_monthly_note({}, o);
}
