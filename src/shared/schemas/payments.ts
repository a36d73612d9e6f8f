/** Checkout requests (payment calls, docs/product-rules.md §9). Ids are the provider's, checked against it by the server. */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';

const invalid = messageKey('error_invalid_request');

const providerId = v.pipe(v.string(invalid), v.trim(), v.nonEmpty(invalid), v.maxLength(255, invalid));

export const setupIntentSchema = v.object({ priceId: providerId });
export const finalizeSubscriptionSchema = v.object({ setupIntentId: providerId });
export const subscribeWithCardSchema = v.object({ priceId: providerId, paymentMethodId: providerId });
