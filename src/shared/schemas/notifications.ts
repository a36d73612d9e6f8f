/** Bodies and queries of the notification routes (docs/decisions/032-notifications.md). */
import * as v from 'valibot';
import { EMAIL_CADENCES, NOTIFICATION_TOPICS } from '~/shared/enums';
import { NOTIFICATION_PAGE_SIZE } from '~/shared/notifications';

/** Some notifications by id (at most a page's worth and a little), or all of them. */
export const markReadSchema = v.union([
  v.strictObject({ ids: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(NOTIFICATION_PAGE_SIZE * 5)) }),
  v.strictObject({ all: v.literal(true) }),
]);
export type MarkReadInput = v.InferOutput<typeof markReadSchema>;

const topicPreference = v.strictObject({ email: v.picklist(EMAIL_CADENCES), push: v.boolean() });

/** Any of the topics, each with both choices; topics not sent stay as they are. */
export const preferencesSchema = v.strictObject(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, v.optional(topicPreference)])) as {
    [K in (typeof NOTIFICATION_TOPICS)[number]]: v.OptionalSchema<typeof topicPreference, undefined>;
  },
);

/** What the mention suggestions search for: the text after `@`. */
export const memberSearchQuery = v.object({ q: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(50)) });

/** Push endpoints are URLs of a browser's push service; a little more than any known one is long. */
const PUSH_ENDPOINT_MAX = 1000;
/**
 * `POST /api/push-subscriptions`: what `PushSubscription.toJSON()` gives, in base64url. The key is an
 * uncompressed P-256 point (65 bytes starting with 0x04: 87 characters starting with `B`), the
 * secret 16 bytes (22 characters); padding is tolerated.
 */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.maxLength(PUSH_ENDPOINT_MAX)),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: v.pipe(v.string(), v.regex(/^B[\w-]{86}=?$/)), auth: v.pipe(v.string(), v.regex(/^[\w-]{22}(==)?$/)) }),
});
export type PushSubscriptionInput = v.InferOutput<typeof pushSubscriptionSchema>;

/** `DELETE /api/push-subscriptions`: the device's endpoint. */
export const pushUnsubscribeSchema = v.object({ endpoint: v.pipe(v.string(), v.url(), v.maxLength(PUSH_ENDPOINT_MAX)) });
