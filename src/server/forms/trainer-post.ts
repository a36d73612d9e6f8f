/**
 * The plain forms about becoming a trainer (docs/decisions/045-trainer-applications.md), posted to
 * their page without JavaScript and handed to the API in the visitor's name: the profile's
 * application, and the admins' approve, decline and withdraw.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import { TRAINER_SECTION_ANCHOR } from '~/shared/trainers';
import { answerOf, type ApiRefusal } from './page-api';
import type { PostFailure, PostHandler } from './page-post';

/** A refused form with what was typed, so the page shows it again beside its errors. */
export interface TrainerFormFailure extends PostFailure {
  values: Record<string, string>;
  /** The application the admin's form was about. */
  applicationId?: string;
}

/** The failure of a refused call: every field's error, or the whole form's when the API named none. */
function refusedWith(answer: ApiRefusal, intent: string, locale: Locale, values: Record<string, string>) {
  const errors = Object.keys(answer.errors).length > 0 ? answer.errors : { form: translate('error_unexpected', locale) };
  return { intent, status: answer.status, errors, values };
}

/** The profile's application form. */
export function trainerApplicationIntents(locale: Locale): Record<'trainer-apply', PostHandler<TrainerFormFailure>> {
  return {
    'trainer-apply': async ({ school = '', qualification = '', website = '' }, api) => {
      const values = { school, qualification, website };
      const answer = await answerOf(api['trainer-applications'].$post({ json: values }));
      if (answer.ok) return { anchor: TRAINER_SECTION_ANCHOR };
      return refusedWith(answer, 'trainer-apply', locale, values);
    },
  };
}

/** Where the admins' list goes back to after a decision: the application's card. */
export const trainerCardAnchor = (id: string) => `trainer-application-${id}`;

type DecisionIntent = 'trainer-approve' | 'trainer-decline' | 'trainer-withdraw';

/** The admins' decisions on one application (`id`). */
export function trainerDecisionIntents(locale: Locale): Record<DecisionIntent, PostHandler<TrainerFormFailure>> {
  const decide =
    (intent: DecisionIntent): PostHandler<TrainerFormFailure> =>
    async ({ id = '', reason = '' }, api) => {
      const route = api.admin['trainer-applications'][':id'];
      const param = { id };
      const answer = await answerOf(
        intent === 'trainer-approve'
          ? route.approve.$post({ param })
          : intent === 'trainer-decline'
            ? route.decline.$post({ param, json: { reason } })
            : route.withdraw.$post({ param }),
      );
      if (answer.ok) return { anchor: trainerCardAnchor(id) };
      return { ...refusedWith(answer, intent, locale, { reason }), applicationId: id };
    };
  return { 'trainer-approve': decide('trainer-approve'), 'trainer-decline': decide('trainer-decline'), 'trainer-withdraw': decide('trainer-withdraw') };
}
