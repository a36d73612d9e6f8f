/** Policy actors for tests: a free, active member with a confirmed email and nothing else, changed where a test needs it. */
import type { Actor } from './policy';

export const actorWith = (changes: Partial<Actor> = {}): Actor => ({
  id: 1,
  role: 'user',
  status: 'active',
  tier: 'free',
  isEmailVerified: true,
  subscriptionStatus: null,
  planType: null,
  activityCount: 0,
  suspendedUntil: null,
  twoFactorEnabled: false,
  ...changes,
});
