/**
 * Everything housekeeping removes, one task each, with its rule (docs/decisions/019-housekeeping.md).
 * A new kind of expiring row is one more `expiredRows(...)` line here.
 */
import { and, isNotNull, lt, lte, or } from 'drizzle-orm';
import { emailTokens, loginChallenges, notifications, paymentEvents, rateLimits, revokedSessions } from '~/server/db/schema';
import { LONGEST_WINDOW_SECONDS } from '~/server/services/rate-limits';
import { abandonedUploadsTask } from './abandoned-uploads';
import { endedSuspensionsTask } from './ended-suspensions';
import { expiredRows, type HousekeepingTask } from './task';
import { usernameKeysTask } from './username-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Webhook event ids are kept so a redelivered event is applied once. Stripe retries a failed
 * delivery for up to three days and lets staff resend events up to 30 days old; 90 days covers both.
 */
export const PAYMENT_EVENT_RETENTION_MS = 90 * DAY_MS;

/**
 * A notification read this long ago goes (docs/product-rules.md): the inbox stays bounded per member,
 * the table grows with members, not with years (docs/scaling.md). Unread ones stay until read.
 */
const READ_NOTIFICATION_RETENTION_MS = 90 * DAY_MS;

export const HOUSEKEEPING_TASKS: HousekeepingTask[] = [
  // A counter only matters during its own window, and no rule's window is longer than a day.
  expiredRows('rate limit windows', rateLimits, (now) => lte(rateLimits.windowStart, Math.floor(now / 1000) - LONGEST_WINDOW_SECONDS)),
  // A link works once and until it expires; afterwards its row can only be refused.
  expiredRows('email tokens', emailTokens, (now) => or(isNotNull(emailTokens.usedAt), lte(emailTokens.expiresAt, new Date(now)))),
  expiredRows('payment events', paymentEvents, (now) => lt(paymentEvents.processedAt, new Date(now - PAYMENT_EVENT_RETENTION_MS))),
  // A revocation only has to outlive the session it names (docs/decisions/015).
  expiredRows('revoked sessions', revokedSessions, (now) => lte(revokedSessions.expiresAt, new Date(now))),
  // A challenge nobody finished is refused after five minutes.
  expiredRows('login challenges', loginChallenges, (now) => lte(loginChallenges.expiresAt, new Date(now))),
  expiredRows('read notifications', notifications, (now) =>
    and(isNotNull(notifications.readAt), lt(notifications.readAt, new Date(now - READ_NOTIFICATION_RETENTION_MS))),
  ),
  endedSuspensionsTask,
  abandonedUploadsTask,
  // Names from before migration 0023 get the key lookups compare (until none is left).
  usernameKeysTask,
];
