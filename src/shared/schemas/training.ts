/**
 * Training sessions (docs/decisions/023-training-journal.md): one schema for the API and the forms
 * that log and edit a session. Form fields send numbers as text; blank optional numbers are null.
 */
import * as v from 'valibot';
import { TRAINING_DISTRACTIONS, TRAINING_SETTINGS } from '~/shared/enums';
import { messageKey, type MessageKey } from '~/shared/messages';
import { formField, pathId } from './fields';

export const SESSION_DURATION_MAX = 600;
export const SESSION_REPETITIONS_MAX = 1000;
export const SESSION_NOTES_MAX = 1000;
export const SESSION_RATING_MAX = 5;
/** A device clock may run this far ahead of ours before a start counts as "in the future". */
export const SESSION_CLOCK_SKEW_MS = 5 * 60_000;
/** The journal starts here; earlier dates are typing errors. */
const EARLIEST_START = Date.UTC(2000, 0, 1);

/** Form fields send digits as text: blank is "not given", anything else is read as a number. */
const fromFormText = (blank: null | undefined) =>
  v.transform((value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? blank : Number(value)) : value));

const wholeNumberIn = (min: number, max: number, message: MessageKey) =>
  v.pipe(v.number(messageKey(message)), v.integer(messageKey(message)), v.minValue(min, messageKey(message)), v.maxValue(max, messageKey(message)));

/** A required whole number; missing or blank answers with the field's own message. */
const requiredNumber = (min: number, max: number, message: MessageKey) =>
  v.optional(v.pipe(v.unknown(), fromFormText(undefined), wholeNumberIn(min, max, message)), '');

/** An optional whole number; missing or blank is null. */
const optionalNumber = (min: number, max: number, message: MessageKey) =>
  v.optional(v.pipe(v.unknown(), fromFormText(null), v.nullable(wholeNumberIn(min, max, message))), null);

/** ISO 8601 with a time zone offset (or Z), not in the future. */
const startedAt = v.optional(
  v.pipe(
    v.string(messageKey('validation_session_started_at')),
    v.isoTimestamp(messageKey('validation_session_started_at')),
    v.transform((text) => new Date(text)),
    v.check((date) => date.getTime() >= EARLIEST_START, messageKey('validation_session_started_at')),
    v.check((date) => date.getTime() <= Date.now() + SESSION_CLOCK_SKEW_MS, messageKey('validation_session_future')),
  ),
);

const notes = v.pipe(v.string(messageKey('validation_session_notes')), v.trim(), v.maxLength(SESSION_NOTES_MAX, messageKey('validation_session_notes')));
const setting = v.picklist(TRAINING_SETTINGS, messageKey('validation_session_setting'));
const distraction = v.picklist(TRAINING_DISTRACTIONS, messageKey('validation_session_distraction'));
const durationMinutes = requiredNumber(1, SESSION_DURATION_MAX, 'validation_session_duration');
const repetitions = optionalNumber(0, SESSION_REPETITIONS_MAX, 'validation_session_repetitions');
const successes = optionalNumber(0, SESSION_REPETITIONS_MAX, 'validation_session_successes');
const rating = optionalNumber(1, SESSION_RATING_MAX, 'validation_session_rating');
/** An image URL from `POST /api/process-image`, or null for none. */
const imageUrl = v.nullish(v.pipe(v.string(messageKey('image_not_yours')), v.maxLength(200, messageKey('image_not_yours'))));

/** The result of a session as counts or a rating: which field breaks the rule, or null. */
export interface SessionCounts {
  repetitions: number | null;
  successes: number | null;
  rating: number | null;
}

/**
 * Successes need repetitions and cannot exceed them; a rating stands instead of counts, not beside
 * them. Also applied to an edit's merged result, so a change of one field cannot break the rule.
 */
export function countsProblem({ repetitions, successes, rating }: SessionCounts): { field: keyof SessionCounts; message: MessageKey } | null {
  if (successes !== null && (repetitions === null || successes > repetitions)) return { field: 'successes', message: 'validation_session_successes_max' };
  if (rating !== null && repetitions !== null) return { field: 'rating', message: 'validation_session_counts_or_rating' };
  return null;
}

function countsRule<T extends SessionCounts>() {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = countsProblem(dataset.value);
    if (!problem) return;
    const input: Record<string, unknown> = Object.fromEntries(Object.entries(dataset.value));
    addIssue({ message: messageKey(problem.message), path: [{ type: 'object', origin: 'value', input, key: problem.field, value: input[problem.field] }] });
  });
}

const sessionFields = v.object({
  activityId: requiredNumber(1, Number.MAX_SAFE_INTEGER, 'validation_session_activity'),
  startedAt,
  durationMinutes,
  repetitions,
  successes,
  rating,
  setting: formField(setting),
  distraction: formField(distraction),
  notes: v.optional(notes, ''),
  imageUrl,
  /**
   * The id the member's device made for a session it kept while offline (a UUID): sending the
   * session again finds the one already written (docs/decisions/031-offline-field-app.md).
   */
  clientId: v.optional(v.pipe(v.string(messageKey('error_invalid_request')), v.uuid(messageKey('error_invalid_request')))),
});

export const createSessionSchema = v.pipe(sessionFields, countsRule<v.InferOutput<typeof sessionFields>>());
export type CreateSessionInput = v.InferOutput<typeof createSessionSchema>;
/** What a client sends: numbers may still be form text (the schema reads them). */
export type CreateSessionBody = v.InferInput<typeof createSessionSchema>;

/**
 * Every field optional; a missing one stays as it is, null clears an optional one. The dog and the
 * activity stay. The service checks the counts rule on the merged result.
 */
export const updateSessionSchema = v.object({
  startedAt,
  durationMinutes: v.optional(v.pipe(v.unknown(), fromFormText(undefined), wholeNumberIn(1, SESSION_DURATION_MAX, 'validation_session_duration'))),
  repetitions: v.optional(v.pipe(v.unknown(), fromFormText(null), v.nullable(wholeNumberIn(0, SESSION_REPETITIONS_MAX, 'validation_session_repetitions')))),
  successes: v.optional(v.pipe(v.unknown(), fromFormText(null), v.nullable(wholeNumberIn(0, SESSION_REPETITIONS_MAX, 'validation_session_successes')))),
  rating: v.optional(v.pipe(v.unknown(), fromFormText(null), v.nullable(wholeNumberIn(1, SESSION_RATING_MAX, 'validation_session_rating')))),
  setting: v.optional(setting),
  distraction: v.optional(distraction),
  notes: v.optional(notes),
  imageUrl,
});
export type UpdateSessionInput = v.InferOutput<typeof updateSessionSchema>;

/** `?activityId=&cursor=` of the session list. */
export const sessionListQuery = v.object({
  activityId: v.optional(pathId),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** `/dogs/{dogId}/…` */
export const dogIdParam = v.object({ dogId: pathId });
