import { type FormEvent, useId, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { EMAIL_CADENCES, type EmailCadence, type Locale, NOTIFICATION_TOPICS, type NotificationTopic } from '~/shared/enums';
import { CHECK } from '~/shared/icon-shapes/check';
import type { NotificationPreferences } from '~/shared/notifications';
import { Icon } from '~/islands/Icon';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { FormError } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';

interface Props {
  locale: Locale;
  /** The member's choices, read with the page; null when they could not be read. */
  initial: NotificationPreferences | null;
}

/** Every text here is a message without inputs. */
type Message = typeof m.notification_settings_title;

/** What each topic is called and what it covers, in the member's words. */
const TOPICS: Record<NotificationTopic, { label: Message; hint: Message }> = {
  comment: { label: m.notification_settings_topic_comment, hint: m.notification_settings_topic_comment_hint },
  reply: { label: m.notification_settings_topic_reply, hint: m.notification_settings_topic_reply_hint },
  mention: { label: m.notification_settings_topic_mention, hint: m.notification_settings_topic_mention_hint },
  like: { label: m.notification_settings_topic_like, hint: m.notification_settings_topic_like_hint },
  report_decided: { label: m.notification_settings_topic_report_decided, hint: m.notification_settings_topic_report_decided_hint },
  dog_invitation: { label: m.notification_settings_topic_dog_invitation, hint: m.notification_settings_topic_dog_invitation_hint },
  trial_ending: { label: m.notification_settings_topic_trial_ending, hint: m.notification_settings_topic_trial_ending_hint },
  reviews_due: { label: m.notification_settings_topic_reviews_due, hint: m.notification_settings_topic_reviews_due_hint },
};

const CADENCES: Record<EmailCadence, Message> = {
  off: m.notification_settings_email_off,
  instant: m.notification_settings_email_instant,
  daily: m.notification_settings_email_daily,
  weekly: m.notification_settings_email_weekly,
};

/**
 * The notification settings ("/settings/notifications", decisions 032 and 050): a table of topics ×
 * channels — in the app always, email at once, in a daily or weekly digest or not at all, push on
 * or off — saved through `PUT /api/notification-preferences`. Push on this device is ./PushDevice.tsx.
 */
export default function NotificationSettings({ locale, initial }: Props) {
  const o = { locale };
  const id = useId();
  const [choices, setChoices] = useState<NotificationPreferences | null>(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function reload() {
    setError(undefined);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      setChoices(await readJson(await api['notification-preferences'].$get()));
    } catch (failure) {
      setError(errorText(failure, m.notification_settings_load_failed({}, o)));
    }
  }

  function change(topic: NotificationTopic, part: Partial<NotificationPreferences[NotificationTopic]>) {
    setSaved(false);
    setChoices((current) => current && { ...current, [topic]: { ...current[topic], ...part } });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!choices || saving) return;
    setSaving(true);
    setSaved(false);
    setError(undefined);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      setChoices(await readJson(await api['notification-preferences'].$put({ json: choices })));
      setSaved(true);
    } catch (failure) {
      setError(errorText(failure, m.notification_settings_save_failed({}, o)));
    } finally {
      setSaving(false);
    }
  }

  const emailName = m.notification_settings_email({}, o);
  const pushName = m.notification_settings_push({}, o);
  return (
    <div className="grid gap-6">
      <section id="notification-settings" className="card" aria-label={m.notification_settings_table_caption({}, o)}>
        {choices === null ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="field-error">
              {error ?? m.notification_settings_load_failed({}, o)}
            </p>
            <button type="button" className="btn-ghost" onClick={() => void reload()}>
              {m.notifications_retry({}, o)}
            </button>
          </div>
        ) : (
          <form method="post" noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
            {/* A table of topics × channels; on phones each topic's row stacks into a block of its own. */}
            <table className="w-full border-collapse text-sm">
              <caption className="mb-3 text-left prose-text">{m.notification_settings_table_caption({}, o)}</caption>
              <thead className="hidden sm:table-header-group">
                <tr className="border-b border-stone-200 dark:border-night-line">
                  <th scope="col" rowSpan={2} className="py-2 pr-3 text-left align-bottom">
                    {m.notification_settings_topic({}, o)}
                  </th>
                  <th scope="col" rowSpan={2} className="px-2 py-2 align-bottom">
                    {m.notification_settings_in_app({}, o)}
                  </th>
                  <th scope="colgroup" colSpan={EMAIL_CADENCES.length} className="px-2 pt-2">
                    {emailName}
                  </th>
                  <th scope="col" rowSpan={2} className="px-2 py-2 align-bottom">
                    {pushName}
                  </th>
                </tr>
                <tr className="border-b border-stone-200 dark:border-night-line">
                  {EMAIL_CADENCES.map((cadence) => (
                    <th key={cadence} scope="col" className="px-2 pb-2 text-xs font-medium text-ink-soft dark:text-stone-300">
                      {CADENCES[cadence]({}, o)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTIFICATION_TOPICS.map((topic) => {
                  const label = TOPICS[topic].label({}, o);
                  const choice = choices[topic];
                  const hintId = `${id}-${topic}-hint`;
                  // Each control's name says its topic and channel ("Likes, by email: Weekly digest"): a column header alone would not.
                  return (
                    <tr key={topic} className="grid grid-cols-2 gap-x-3 border-b border-stone-200 py-3 last:border-b-0 sm:table-row dark:border-night-line">
                      <th scope="row" className="col-span-2 pb-1 text-left align-middle font-semibold sm:py-2 sm:pr-3">
                        {label}
                        <span id={hintId} className="block text-xs font-normal prose-text">
                          {TOPICS[topic].hint({}, o)}
                        </span>
                      </th>
                      <td className="col-span-2 py-1 sm:px-2 sm:text-center">
                        <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
                          <Icon shape={CHECK} className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-200" />
                          <span className="sm:sr-only">{m.notification_settings_in_app({}, o)}: </span>
                          {m.notification_settings_in_app_always({}, o)}
                        </span>
                        {/* On phones the email choices need their heading here (the columns' headings are hidden). */}
                        <span className="block pt-2 text-xs font-medium text-ink-soft sm:hidden dark:text-stone-300" aria-hidden="true">
                          {emailName}
                        </span>
                      </td>
                      {EMAIL_CADENCES.map((cadence) => (
                        <td key={cadence} className="sm:px-2 sm:text-center">
                          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 sm:justify-center">
                            <input
                              type="radio"
                              name={`${topic}-email`}
                              value={cadence}
                              className="h-5 w-5 shrink-0 accent-brand-700"
                              checked={choice.email === cadence}
                              aria-describedby={hintId}
                              onChange={() => change(topic, { email: cadence })}
                            />
                            <span className="sr-only">
                              {label}, {emailName}:{' '}
                            </span>
                            <span className="sm:sr-only">{CADENCES[cadence]({}, o)}</span>
                          </label>
                        </td>
                      ))}
                      <td className="col-span-2 sm:px-2 sm:text-center">
                        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 sm:justify-center">
                          <input
                            type="checkbox"
                            className="h-5 w-5 shrink-0 accent-brand-700"
                            checked={choice.push}
                            aria-describedby={hintId}
                            onChange={(event) => change(topic, { push: event.target.checked })}
                          />
                          <span className="sr-only">{label}: </span>
                          <span className="sm:sr-only">{pushName}</span>
                        </label>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p className="text-sm prose-text">{m.notification_settings_push_hint({}, o)}</p>
            <p className="text-sm prose-text">{m.notification_settings_mandatory({}, o)}</p>
            <FormActions
              submit={saving ? m.notification_settings_saving({}, o) : m.notification_settings_save({}, o)}
              busy={saving}
              className="flex flex-wrap items-center gap-3"
            >
              <p role="status" className="text-sm font-medium">
                {saved ? m.notification_settings_saved({}, o) : ''}
              </p>
            </FormActions>
            <FormError message={error} />
          </form>
        )}
      </section>
    </div>
  );
}
