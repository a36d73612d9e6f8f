/** `PUT /api/reminders`: the daily training reminder (docs/decisions/047-training-reminder.md). */
import * as v from 'valibot';
import { REMINDER_CHANNELS } from '~/shared/enums';
import { messageKey } from '~/shared/messages';

/** The local hours a reminder may go at: 0 to 23. */
export const REMINDER_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export const reminderSchema = v.strictObject({
  enabled: v.boolean(messageKey('validation_reminder_enabled')),
  hour: v.pipe(
    v.number(messageKey('validation_reminder_hour')),
    v.integer(messageKey('validation_reminder_hour')),
    v.minValue(0, messageKey('validation_reminder_hour')),
    v.maxValue(23, messageKey('validation_reminder_hour')),
  ),
  channel: v.picklist(REMINDER_CHANNELS, messageKey('validation_reminder_channel')),
});
export type ReminderInput = v.InferOutput<typeof reminderSchema>;

/** What a member has set; the answer of `PUT /api/reminders`. */
export type Reminder = ReminderInput;

/** Until a member sets one: off, at six in the evening, by email (every member has a confirmed address). */
export const DEFAULT_REMINDER: Reminder = { enabled: false, hour: 18, channel: 'email' };
