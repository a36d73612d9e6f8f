/**
 * The training session form's values and the API bodies they become, shared by the page that
 * renders the plain form (src/components/training/SessionForm.astro), its server-side handling
 * (src/server/forms/journal-post.ts) and the offline outbox that keeps a session on the device
 * (src/scripts/session-outbox.ts). Pure: no messages, no server code.
 */
import { instantOfLocal, localDateTime } from './days';
import type { TrainingSessionView } from './journal';

/** Counting repetitions, or a quick 1–5 rating where counting makes no sense. */
export type SessionResultKind = 'counts' | 'rating';

/** The form's fields as the browser sends them: text, blank when not given. */
export interface SessionFormValues {
  activityId: string;
  /** `YYYY-MM-DDTHH:mm` on the member's clock, as `<input type="datetime-local">` has it. */
  startedAt: string;
  /**
   * The value `startedAt` was prefilled with. Left as it was, a new session is logged at the
   * moment of sending (by the server's clock) and an edited one keeps its start to the second.
   */
  startedAtDefault: string;
  durationMinutes: string;
  result: SessionResultKind;
  repetitions: string;
  successes: string;
  rating: string;
  setting: string;
  distraction: string;
  notes: string;
  /** A picture uploaded with the form (the upload control fills it); blank for none or unchanged. */
  imageUrl: string;
}

/** A blank form for a new session, its time prefilled with now on the member's clock. */
export function newSessionValues(now: Date, timeZone: string, activityId: number | null): SessionFormValues {
  const startedAt = localDateTime(now, timeZone);
  return {
    activityId: activityId === null ? '' : String(activityId),
    startedAt,
    startedAtDefault: startedAt,
    durationMinutes: '',
    result: 'counts',
    repetitions: '',
    successes: '',
    rating: '',
    setting: '',
    distraction: '',
    notes: '',
    imageUrl: '',
  };
}

const textOf = (value: number | null) => (value === null ? '' : String(value));

/** The form of an existing session, prefilled with what it holds. */
export function sessionValuesOf(session: TrainingSessionView, timeZone: string): SessionFormValues {
  const startedAt = localDateTime(new Date(session.startedAt), timeZone);
  return {
    activityId: String(session.activity.id),
    startedAt,
    startedAtDefault: startedAt,
    durationMinutes: String(session.durationMinutes),
    result: session.rating !== null ? 'rating' : 'counts',
    repetitions: textOf(session.repetitions),
    successes: textOf(session.successes),
    rating: textOf(session.rating),
    setting: session.setting,
    distraction: session.distraction,
    notes: session.notes,
    imageUrl: '',
  };
}

/** The submitted fields as form values (anything missing is blank). */
export function sessionValuesFrom(fields: Record<string, string>): SessionFormValues {
  const text = (name: keyof SessionFormValues) => fields[name] ?? '';
  return {
    activityId: text('activityId'),
    startedAt: text('startedAt'),
    startedAtDefault: text('startedAtDefault'),
    durationMinutes: text('durationMinutes'),
    result: fields.result === 'rating' ? 'rating' : 'counts',
    repetitions: text('repetitions'),
    successes: text('successes'),
    rating: text('rating'),
    setting: text('setting'),
    distraction: text('distraction'),
    notes: text('notes'),
    imageUrl: text('imageUrl'),
  };
}

/**
 * The start as the API takes it: ISO 8601 of the local reading in the member's time zone; left
 * out when blank or untouched (now for a new session, unchanged for an edit). A reading that is no
 * date goes through as it is, so the schema answers with its own message.
 */
function startedAtOf({ startedAt, startedAtDefault }: SessionFormValues, timeZone: string): string | undefined {
  if (startedAt === '' || startedAt === startedAtDefault) return undefined;
  return instantOfLocal(startedAt, timeZone)?.toISOString() ?? startedAt;
}

/**
 * The body of `PATCH /api/sessions/{id}` (no activity: a session stays with its activity). The
 * result kind decides which of counts and rating are sent; the other is cleared.
 */
export function sessionUpdateBody(values: SessionFormValues, timeZone: string): Record<string, unknown> {
  const counts = values.result === 'counts';
  const body: Record<string, unknown> = {
    startedAt: startedAtOf(values, timeZone),
    durationMinutes: values.durationMinutes,
    repetitions: counts ? values.repetitions : null,
    successes: counts ? values.successes : null,
    rating: counts ? null : values.rating,
    setting: values.setting,
    distraction: values.distraction,
    notes: values.notes,
  };
  if (values.imageUrl) body.imageUrl = values.imageUrl;
  return body;
}

/** The body of `POST /api/dogs/{dogId}/sessions`. */
export function sessionCreateBody(values: SessionFormValues, timeZone: string): Record<string, unknown> {
  return { activityId: values.activityId, ...sessionUpdateBody(values, timeZone) };
}
