/**
 * The training journal's plain forms (log, edit, delete a session; confirm a proposed mastery),
 * posted to the page that shows them. Each goes through the very API route the rules live in, in
 * the member's name; the page only comes back with the entered values and the errors, or follows
 * the 303 to where the change shows.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import type { SessionUser } from '~/server/auth/session-user';
import { answerErrors, postToApi, type FormPostAnswer } from './form-post';
import { sessionCreateBody, sessionUpdateBody, sessionValuesFrom, type SessionFormValues } from '~/shared/training/session-form';
import { sessionBodyErrors } from './session-form';

/** What the member sent with a form of the journal. */
export type JournalIntent = 'log' | 'edit' | 'delete' | 'master';
const INTENTS: readonly string[] = ['log', 'edit', 'delete', 'master'] satisfies JournalIntent[];

/** A journal form that failed: the values to show again and the errors at their fields (`form` for the whole form). */
export interface JournalFailure {
  intent: JournalIntent;
  /** The session an edit or a delete was for. */
  sessionId: number | null;
  values: SessionFormValues;
  errors: Record<string, string>;
  status: number;
}

interface PageRequest {
  request: Request;
  /** The submitted form's fields (`formFields`). */
  fields: Record<string, string>;
  locale: Locale;
  env: Env;
  context: ExecutionContext;
  user: SessionUser;
}

const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Whether the posted form is one of the journal's (the pages have other forms too). */
export const isJournalPost = (fields: Record<string, string>) => INTENTS.includes(fields.intent ?? '');

/**
 * Handles a journal form posted to the page: `{ done: true }` when the API accepted it (the page
 * answers with a 303), else the failure to show.
 */
export async function handleJournalPost({ request, fields, locale, env, context, user }: PageRequest): Promise<{ done: true } | JournalFailure> {
  const intent = fields.intent ?? '';
  const values = sessionValuesFrom(fields);
  const sessionId = idOf(fields.sessionId);
  const dogId = idOf(fields.dogId);
  const fail = (status: number, errors: Record<string, string>): JournalFailure => ({ intent: intent as JournalIntent, sessionId, values, errors, status });
  const send = (path: string, body: unknown, method: 'POST' | 'PATCH' | 'DELETE') => postToApi(request, path, body, locale, env, context, method);
  const answered = (answer: FormPostAnswer) => (answer.status < 300 ? ({ done: true } as const) : fail(answer.status, errorsOf(answer, locale)));
  // Ids that are no ids cannot name anything of the member's: the API would answer 404 as well.
  const missing = (key: 'dog_not_found' | 'training_session_not_found') => fail(404, { form: translate(key, locale) });

  if (intent === 'master') {
    const activityId = idOf(values.activityId);
    if (dogId === null || activityId === null) return missing('dog_not_found');
    return answered(await send(`/dogs/${dogId}/progress/${activityId}`, { mastered: true }, 'POST'));
  }
  if (intent === 'delete') {
    if (sessionId === null) return missing('training_session_not_found');
    return answered(await send(`/sessions/${sessionId}`, undefined, 'DELETE'));
  }
  if (intent === 'edit') {
    if (sessionId === null) return missing('training_session_not_found');
    const body = sessionUpdateBody(values, user.timeZone);
    const errors = sessionBodyErrors(body, 'update', locale);
    return errors ? fail(400, errors) : answered(await send(`/sessions/${sessionId}`, body, 'PATCH'));
  }
  if (dogId === null) return missing('dog_not_found');
  const body = sessionCreateBody(values, user.timeZone);
  const errors = sessionBodyErrors(body, 'create', locale);
  return errors ? fail(400, errors) : answered(await send(`/dogs/${dogId}/sessions`, body, 'POST'));
}

/** The API's error at its field; an error without a field belongs to the whole form. */
function errorsOf(answer: FormPostAnswer, locale: Locale): Record<string, string> {
  const errors = answerErrors(answer);
  for (const [field, message] of Object.entries(errors)) if (!message) errors[field] = translate('error_unexpected', locale);
  return errors;
}
