/**
 * The daily reminder's control on Heute (docs/decisions/047-training-reminder.md): what it shows
 * (the stored choice, or what was sent and refused, with the errors at their fields) and its plain
 * form, which goes through `PUT /api/reminders` in the member's name.
 */
import { m } from '~/paraglide/messages.js';
import type { DogProfile } from '~/shared/dogs';
import { type Locale, REMINDER_CHANNELS, type ReminderChannel } from '~/shared/enums';
import { type Actor, can } from '~/shared/policy';
import { REMINDER_HOURS, type Reminder } from '~/shared/schemas/reminders';
import type { SessionUser } from '~/server/auth/session-user';
import type { Db } from '~/server/db/client';
import { answerOf } from '~/server/forms/page-api';
import type { PostFailure, PostHandler } from '~/server/forms/page-post';
import { reminderSettingsOf } from '~/server/services/training/reminders';

const INTENT = 'reminder';
/** The control's id on the page: the 303 after saving comes back to it. */
export const REMINDER_ANCHOR = 'reminder';

/** The form's fields as sent (a checkbox sends nothing when off). */
interface ReminderFields {
  enabled: boolean;
  hour: string;
  channel: string;
}

/** The reminder's form refused by the API: what was sent, and the errors at their fields. */
export interface ReminderFailure extends PostFailure {
  sent: ReminderFields;
}

const isReminderFailure = (failure: PostFailure | null): failure is ReminderFailure => failure?.intent === INTENT && 'sent' in failure;

/** "18:00": a local hour as the select shows it. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Saves the reminder and comes back to it, or shows the API's errors at their fields. */
function saveReminderForm(locale: Locale): PostHandler<ReminderFailure> {
  return async (fields, api) => {
    const sent: ReminderFields = { enabled: fields.enabled === 'on', hour: fields.hour ?? '', channel: fields.channel ?? '' };
    // A missing or blank hour is no hour (`Number('')` would be midnight).
    const hour = sent.hour.trim() === '' ? Number.NaN : Number(sent.hour);
    const answer = await answerOf(api.reminders.$put({ json: { enabled: sent.enabled, hour, channel: sent.channel as ReminderChannel } }));
    if (answer.ok) return { anchor: REMINDER_ANCHOR };
    const errors = Object.keys(answer.errors).length > 0 ? answer.errors : { form: m.reminder_save_failed({}, { locale }) };
    return { intent: INTENT, status: answer.status, errors, sent };
  };
}

/** A page's forms with the reminder's added (Heute's journal forms and dog switcher). */
export function withReminderForm<F extends { intents: Partial<Record<string, PostHandler<PostFailure>>> }>(forms: F, locale: Locale): F {
  return { ...forms, intents: { ...forms.intents, [INTENT]: saveReminderForm(locale) } };
}

export interface ReminderView {
  /** What the controls show: the stored choice, or what was sent when it was refused. */
  shown: { enabled: boolean; hour: string; channel: string };
  /** What is stored, for the line that says it. */
  saved: Reminder;
  /** Whether the member has a device for push; push is locked, with the way to turn it on, without one. */
  hasDevice: boolean;
  hours: { value: number; label: string }[];
  channels: readonly ReminderChannel[];
  /** Errors at their fields (`form` for the whole form). */
  errors: Record<string, string>;
}

/**
 * The control, for a member who may turn the reminder on (a dog they may track) or has it on (so
 * they can turn it off); null for anyone else. One batch.
 */
export async function loadReminder(
  db: Db,
  user: SessionUser,
  actor: Actor | null,
  dogs: DogProfile[],
  failure: PostFailure | null,
): Promise<ReminderView | null> {
  if (!can.keepDogs(actor)) return null;
  const { reminder, hasDevice } = await reminderSettingsOf(db, user.id);
  if (!reminder.enabled && !can.remindTraining(actor, dogs)) return null;
  const refused = isReminderFailure(failure) ? failure : null;
  return {
    shown: refused?.sent ?? { enabled: reminder.enabled, hour: String(reminder.hour), channel: reminder.channel },
    saved: reminder,
    hasDevice,
    hours: REMINDER_HOURS.map((hour) => ({ value: hour, label: hourLabel(hour) })),
    channels: REMINDER_CHANNELS,
    errors: refused?.errors ?? {},
  };
}
