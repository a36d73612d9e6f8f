import { type FormEvent, useEffect, useEffectEvent, useId, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { EMAIL_CADENCES, type EmailCadence, type Locale, NOTIFICATION_TOPICS, type NotificationTopic } from '~/shared/enums';
import { CHECK } from '~/shared/icon-shapes/check';
import type { NotificationPreferences } from '~/shared/notifications';
import { Icon } from '~/islands/Icon';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { FormError } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { browserPush, disablePush, enablePush, type PushDeviceState, type PushServer, pushDeviceState } from './push-device';

interface Props {
  locale: Locale;
  /** The member's choices, read with the page; null when they could not be read. */
  initial: NotificationPreferences | null;
  /** The server's VAPID public key (base64url), empty when push is not set up. */
  vapidPublicKey: string;
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

const DEVICE_TEXT: Record<PushDeviceState | 'checking', Message> = {
  checking: m.notification_settings_device_checking,
  unsupported: m.notification_settings_device_unsupported,
  unavailable: m.notification_settings_device_unavailable,
  denied: m.notification_settings_device_denied,
  off: m.notification_settings_device_off,
  on: m.notification_settings_device_on,
};

/**
 * The notification settings on the profile ("/profile#notification-settings", decision 032): per
 * topic, email at once, in a digest or not at all and push on or off (in the app always), and push
 * on this device. Hydrated when scrolled to, so the profile's first load does not pay for it.
 */
export default function NotificationSettings({ locale, initial, vapidPublicKey }: Props) {
  const o = { locale };
  const id = useId();
  const [choices, setChoices] = useState<NotificationPreferences | null>(initial);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const [device, setDevice] = useState<PushDeviceState | 'checking'>('checking');
  const [deviceBusy, setDeviceBusy] = useState(false);
  const [deviceNote, setDeviceNote] = useState<string | undefined>();
  const [deviceError, setDeviceError] = useState<string | undefined>();

  const server: PushServer = {
    async save(subscription) {
      const { api, readJson } = await apiOnDemand(locale);
      await readJson(await api['push-subscriptions'].$post({ json: subscription }));
    },
    async remove(endpoint) {
      const { api, readJson } = await apiOnDemand(locale);
      try {
        await readJson(await api['push-subscriptions'].$delete({ json: { endpoint } }));
      } catch (failure) {
        // Not this member's endpoint (any more): there is nothing left to forget on the server.
        if ((failure as { status?: number }).status !== 404) throw failure;
      }
    },
  };

  // The browser is only known once hydrated: the server's HTML says "checking".
  const checkDevice = useEffectEvent(() => {
    pushDeviceState(browserPush(), vapidPublicKey, server).then(setDevice, () => setDevice('unsupported'));
  });
  useEffect(() => checkDevice(), []);

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

  async function switchDevice(on: boolean) {
    setDeviceBusy(true);
    setDeviceNote(undefined);
    setDeviceError(undefined);
    try {
      const next = on ? await enablePush(browserPush(), vapidPublicKey, server) : await disablePush(browserPush(), server);
      // The prompt dismissed: still off, and the member is told why nothing changed.
      if (on && next === 'off') setDeviceNote(m.notification_settings_device_dismissed({}, o));
      setDevice(next);
    } catch (failure) {
      const fallback = on ? m.notification_settings_device_enable_failed({}, o) : m.notification_settings_device_disable_failed({}, o);
      setDeviceError(errorText(failure, fallback));
    } finally {
      setDeviceBusy(false);
    }
  }

  const titleId = `${id}-title`;
  const deviceTitleId = `${id}-device-title`;
  return (
    <section id="notification-settings" className="card scroll-mt-20" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-semibold">
        {m.notification_settings_title({}, o)}
      </h2>
      <p className="mt-1 text-sm prose-text">{m.notification_settings_intro({}, o)}</p>

      {choices === null ? (
        <div className="mt-4 grid justify-items-start gap-3">
          <p role="alert" className="field-error">
            {error ?? m.notification_settings_load_failed({}, o)}
          </p>
          <button type="button" className="btn-ghost" onClick={() => void reload()}>
            {m.notifications_retry({}, o)}
          </button>
        </div>
      ) : (
        <form method="post" noValidate onSubmit={(event) => void save(event)} className="mt-4 grid gap-4">
          <ul className="grid gap-3">
            {NOTIFICATION_TOPICS.map((topic) => {
              const label = TOPICS[topic].label({}, o);
              const choice = choices[topic];
              const ids = { label: `${id}-${topic}`, hint: `${id}-${topic}-hint`, email: `${id}-${topic}-email` };
              // Each control's name says its topic too ("By email: Likes"): eight selects called "By email" could not be told apart.
              return (
                <li key={topic}>
                  {/* Named by its heading rather than a legend, which would not take the card's layout. */}
                  <fieldset
                    aria-labelledby={ids.label}
                    aria-describedby={ids.hint}
                    className="min-w-0 rounded-xl border border-stone-200 p-4 dark:border-night-line"
                  >
                    <h3 id={ids.label} className="font-semibold">
                      {label}
                    </h3>
                    <p id={ids.hint} className="mt-1 text-sm prose-text">
                      {TOPICS[topic].hint({}, o)}
                    </p>
                    <div className="mt-3 flex flex-wrap items-end gap-x-8 gap-y-3">
                      <p className="flex items-center gap-1.5 py-2 text-sm">
                        <span className="font-medium text-ink-soft dark:text-stone-300">{m.notification_settings_in_app({}, o)}:</span>
                        <Icon shape={CHECK} className="h-4 w-4 shrink-0 text-brand-700 dark:text-brand-200" />
                        {m.notification_settings_in_app_always({}, o)}
                      </p>
                      <div className="w-full sm:w-auto">
                        <label htmlFor={ids.email} className="field-label">
                          {m.notification_settings_email({}, o)}
                        </label>
                        <select
                          id={ids.email}
                          aria-label={`${m.notification_settings_email({}, o)}: ${label}`}
                          className="field-input sm:w-auto"
                          value={choice.email}
                          onChange={(event) => change(topic, { email: event.target.value as EmailCadence })}
                        >
                          {EMAIL_CADENCES.map((cadence) => (
                            <option key={cadence} value={cadence}>
                              {CADENCES[cadence]({}, o)}
                            </option>
                          ))}
                        </select>
                      </div>
                      <label className="flex items-center gap-2 py-2 text-sm font-medium">
                        <input
                          type="checkbox"
                          aria-label={`${m.notification_settings_push({}, o)}: ${label}`}
                          className="h-5 w-5 shrink-0 accent-brand-700"
                          checked={choice.push}
                          onChange={(event) => change(topic, { push: event.target.checked })}
                        />
                        {m.notification_settings_push({}, o)}
                      </label>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ul>
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

      <section className="mt-6 border-t border-stone-200 pt-5 dark:border-night-line" aria-labelledby={deviceTitleId}>
        <h3 id={deviceTitleId} className="font-semibold">
          {m.notification_settings_device_title({}, o)}
        </h3>
        <div role="status" className="mt-1 grid gap-1 text-sm prose-text">
          <p>{DEVICE_TEXT[device]({}, o)}</p>
          {deviceNote && <p>{deviceNote}</p>}
        </div>
        {(device === 'off' || device === 'on') && (
          <button type="button" className="btn-ghost mt-3" disabled={deviceBusy} onClick={() => void switchDevice(device === 'off')}>
            {device === 'off' ? m.notification_settings_device_enable({}, o) : m.notification_settings_device_disable({}, o)}
          </button>
        )}
        {deviceError && (
          <p role="alert" className="field-error">
            {deviceError}
          </p>
        )}
      </section>
    </section>
  );
}
