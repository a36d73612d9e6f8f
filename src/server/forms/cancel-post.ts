/**
 * The cancellation page's form ('Verträge hier kündigen', docs/decisions/039-subscription-cancellation.md),
 * posted to the page without JavaScript: it goes through the API route that holds the rule, in the
 * member's name, and comes back at the confirmation, or with the refusal at its field.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import { answerOf } from './page-api';
import type { PostFailure, PostHandler } from './page-post';

/** The confirmation's anchor on the page. */
export const CANCELLED_ANCHOR = 'cancelled';

export function cancelIntents(locale: Locale): Record<'cancel', PostHandler<PostFailure>> {
  return {
    cancel: async (fields, api) => {
      const answer = await answerOf(
        api.subscriptions[':id'].cancellation.$post({ param: { id: fields.subscriptionId ?? '' }, json: { when: fields.when ?? '' } }),
      );
      if (answer.ok) return { anchor: CANCELLED_ANCHOR };
      const errors = Object.keys(answer.errors).length > 0 ? answer.errors : { form: translate('error_unexpected', locale) };
      return { intent: 'cancel', status: answer.status, errors };
    },
  };
}
