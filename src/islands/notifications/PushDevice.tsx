import { useEffect, useEffectEvent, useId, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { browserPush, disablePush, enablePush, type PushDeviceState, type PushServer, pushDeviceState } from './push-device';

interface Props {
  locale: Locale;
  /** The server's VAPID public key (base64url), empty when push is not set up. */
  vapidPublicKey: string;
}

/** Every text here is a message without inputs. */
type Message = typeof m.notification_settings_device_title;

const DEVICE_TEXT: Record<PushDeviceState | 'checking', Message> = {
  checking: m.notification_settings_device_checking,
  unsupported: m.notification_settings_device_unsupported,
  unavailable: m.notification_settings_device_unavailable,
  denied: m.notification_settings_device_denied,
  off: m.notification_settings_device_off,
  on: m.notification_settings_device_on,
};

/**
 * Push on this device, below the settings table ("/settings/notifications#push-device", decisions
 * 033 and 050): an island of its own that hydrates when scrolled to, so the page's first load does
 * not carry the push code.
 */
export default function PushDevice({ locale, vapidPublicKey }: Props) {
  const o = { locale };
  const id = useId();
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

  const deviceTitleId = `${id}-device-title`;
  return (
    <section id="push-device" className="card" aria-labelledby={deviceTitleId}>
      <h2 id={deviceTitleId} className="text-xl font-semibold">
        {m.notification_settings_device_title({}, o)}
      </h2>
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
  );
}
