/** Checkout requests (payment calls, docs/product-rules.md §9). Ids are the provider's, checked against it by the server. */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';

const invalid = messageKey('error_invalid_request');

const providerId = v.pipe(v.string(invalid), v.trim(), v.nonEmpty(invalid), v.maxLength(255, invalid));

export const setupIntentSchema = v.object({ priceId: providerId });
export const finalizeSubscriptionSchema = v.object({ setupIntentId: providerId });
export const subscribeWithCardSchema = v.object({ priceId: providerId, paymentMethodId: providerId });

/** When a cancellation ('Verträge hier kündigen') takes effect; both are the end of the current period, the earliest a period ends (docs/decisions/039-subscription-cancellation.md). */
export const CANCELLATION_TIMES = ['period_end', 'earliest'] as const;

const cancellationTime = messageKey('validation_cancellation_when');
export const cancellationSchema = v.object({ when: v.pipe(v.string(cancellationTime), v.picklist(CANCELLATION_TIMES, cancellationTime)) });
