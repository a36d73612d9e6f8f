/**
 * The training journal's plain forms (log, edit, delete a session; confirm a proposed mastery),
 * posted to the page that shows them (`handlePagePost`). Each goes through the very API route the
 * rules live in, in the member's name; the API marks every field with a problem at once, in the
 * page's language, so the page only comes back with the entered values and those errors, or
 * follows the 303 to where the change shows.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import { SEARCH_MAX } from '~/shared/schemas/activity';
import type { SessionUser } from '~/server/auth/session-user';
import { sessionCreateBody, sessionUpdateBody, sessionValuesFrom, type SessionFormValues } from '~/shared/training/session-form';
import { switchCurrentDog } from './dog-switch';
import { answerOf, type ApiRefusal, type PageApi } from './page-api';
import type { PostFailure, PostHandler } from './page-post';

/** What the member sent with a form of the journal. */
export type JournalIntent = 'log' | 'edit' | 'delete' | 'master' | 'unmaster';

/** A journal form that failed: the values to show again and the errors at their fields (`form` for the whole form). */
export interface JournalFailure extends PostFailure {
  intent: JournalIntent;
  /** The session an edit or a delete was for. */
  sessionId: number | null;
  values: SessionFormValues;
}

/** Whether a failed post was one of the journal's forms. */
export const isJournalFailure = (failure: PostFailure | null): failure is JournalFailure => failure !== null && 'values' in failure;

/** The activity whose confirmation of mastery failed, with the message to show at it; null for any other outcome. */
export const confirmErrorOf = (failure: PostFailure | null) =>
  isJournalFailure(failure) && failure.intent === 'master'
    ? { activityId: Number(failure.values.activityId), message: Object.values(failure.errors)[0] ?? '' }
    : null;

/** A positive id from a form field or a query parameter, else null. */
export const idOf = (text: string | null | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The handlers of the journal's forms for `user` on a page in `locale`; a form the API took goes
 * back to the page at `anchor`.
 */
export function journalIntents(user: SessionUser, locale: Locale, anchor: string): Record<JournalIntent, PostHandler<JournalFailure>> {
  /** Runs one form: reads what was sent, and turns the API's answer into the outcome. */
  const form =
    (intent: JournalIntent, send: (sent: Sent) => Promise<{ ok: true } | ApiRefusal> | JournalFailure): PostHandler<JournalFailure> =>
    async (fields, api) => {
      const values = sessionValuesFrom(fields);
      const sessionId = idOf(fields.sessionId);
      const fail = (status: number, errors: Record<string, string>): JournalFailure => ({ intent, sessionId, values, errors, status });
      // Ids that are no ids cannot name anything of the member's: the API would answer 404 as well.
      const missing = (key: 'dog_not_found' | 'training_session_not_found') => fail(404, { form: translate(key, locale) });
      const answer = await send({ values, sessionId, dogId: idOf(fields.dogId), api, missing });
      if ('intent' in answer) return answer;
      return answer.ok ? { anchor } : fail(answer.status, withFallback(answer.errors, locale));
    };

  /** Marks or unmarks the activity mastered for the dog: the progress route, as the checkbox did. */
  const mastery = (intent: 'master' | 'unmaster') =>
    form(intent, ({ values, dogId, api, missing }) => {
      const activityId = idOf(values.activityId);
      if (dogId === null || activityId === null) return missing('dog_not_found');
      return answerOf(
        api.dogs[':id'].progress[':activityId'].$post({
          param: { id: String(dogId), activityId: String(activityId) },
          json: { mastered: intent === 'master' },
        }),
      );
    });
  const master = mastery('master');

  return {
    // A confirmed mastery comes back with the activity named, so the page celebrates it.
    master: async (fields, api) => {
      const outcome = await master(fields, api);
      return 'anchor' in outcome ? { anchor: 'celebration', query: { mastered: String(idOf(fields.activityId) ?? '') } } : outcome;
    },
    unmaster: mastery('unmaster'),
    delete: form('delete', ({ sessionId, api, missing }) => {
      if (sessionId === null) return missing('training_session_not_found');
      return answerOf(api.sessions[':id'].$delete({ param: { id: String(sessionId) } }));
    }),
    edit: form('edit', ({ values, sessionId, api, missing }) => {
      if (sessionId === null) return missing('training_session_not_found');
      return answerOf(api.sessions[':id'].$patch({ param: { id: String(sessionId) }, json: sessionUpdateBody(values, user.timeZone) }));
    }),
    log: form('log', ({ values, dogId, api, missing }) => {
      if (dogId === null) return missing('dog_not_found');
      return answerOf(api.dogs[':dogId'].sessions.$post({ param: { dogId: String(dogId) }, json: sessionCreateBody(values, user.timeZone) }));
    }),
  };
}

/**
 * The forms of a page that shows the journal and the dog switcher (training, an activity): the
 * journal's go back to `journalAnchor`, the switcher's to itself.
 */
export function journalPageForms(user: SessionUser, locale: Locale, journalAnchor: string, switcherId: string) {
  return { intents: journalIntents(user, locale, journalAnchor), otherwise: switchCurrentDog(user, locale, switcherId) };
}

/**
 * The training page's search for an activity to log, without JavaScript: the words go into the
 * page's address (`find`), where the loader searches and reports a search too long at its field.
 * Cut one past the limit, so an address stays short and a search too long still shows as such.
 */
export const findActivity: PostHandler<JournalFailure> = async (fields) => ({
  anchor: 'log',
  query: { find: (fields.find ?? '').slice(0, SEARCH_MAX + 1) },
});

/** What a journal form sent, read once for every kind. */
interface Sent {
  values: SessionFormValues;
  sessionId: number | null;
  dogId: number | null;
  api: PageApi;
  missing: (key: 'dog_not_found' | 'training_session_not_found') => JournalFailure;
}

/** The API's errors, a blank one (no message came) replaced by the general one. */
function withFallback(errors: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message || translate('error_unexpected', locale)]));
}
