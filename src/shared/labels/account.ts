/** Display texts of an account's role, status and tier, for the profile and the admin's user table. */
import { m } from '~/paraglide/messages.js';
import type { Locale, Role, SubscriptionTier, UserStatus } from '~/shared/enums';
import { labelOf } from './label';

export function roleLabel(role: Role, locale: Locale): string {
  return labelOf({ user: m.admin_role_user, moderator: m.admin_role_moderator, admin: m.admin_role_admin }, role, locale);
}

export function statusLabel(status: UserStatus, locale: Locale): string {
  return labelOf(
    {
      unverified: m.admin_status_unverified,
      verified: m.admin_status_verified,
      pending_payment: m.admin_status_pending_payment,
      active: m.admin_status_active,
      premium: m.admin_status_premium,
    },
    status,
    locale,
  );
}

/** A tier as members read it: Community (free), Premium, Professional. */
export function tierLabel(tier: SubscriptionTier, locale: Locale): string {
  return labelOf(
    { free: m.profile_subscription_free, premium: m.profile_subscription_premium, professional: m.profile_subscription_professional },
    tier,
    locale,
  );
}
