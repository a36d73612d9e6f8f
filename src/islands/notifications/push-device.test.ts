import { describe, expect, it, vi } from 'vitest';
import type { PushSubscriptionInput } from '~/shared/schemas/notifications';
import { fromBase64url } from '~/shared/base64url';
import { disablePush, enablePush, type PushBrowser, type PushServer, pushDeviceState } from './push-device';

const KEY = 'BA_IRCMlQ_NnyVqJUv43sIPYBwNjN2AopvoGd-O6nv0VWWcmNDJzd1fC4bRMIsqXfh86XvxOSGznK9-kuAr0xwg';
const OTHER_KEY = 'BOtherKeyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

function fakeSubscription(endpoint: string, key = KEY) {
  const subscription = {
    endpoint,
    options: { applicationServerKey: fromBase64url(key).buffer, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'c2VjcmV0' } }),
    unsubscribe: vi.fn(async () => true),
  };
  return subscription;
}
type FakeSubscription = ReturnType<typeof fakeSubscription>;

/** A browser with a push manager that holds `existing` and subscribes to `next`. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  existing = null as FakeSubscription | null,
  registered = true,
}) {
  const state = { subscription: existing };
  const next = fakeSubscription('https://push.example/new');
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async () => {
      state.subscription = next;
      return next;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const notification = { permission, requestPermission: vi.fn(async () => answer) };
  const serviceWorker = {
    getRegistration: vi.fn(async () => (registered ? registration : undefined)),
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
  };
  const browser = { serviceWorker, notification, hasPushManager: true } as unknown as PushBrowser;
  return { browser, pushManager, notification, serviceWorker, next };
}

function fakeServer(fail = false) {
  const saved: PushSubscriptionInput[] = [];
  const removed: string[] = [];
  const server: PushServer = {
    save: vi.fn(async (subscription) => {
      if (fail) throw new Error('offline');
      saved.push(subscription);
    }),
    remove: vi.fn(async (endpoint) => {
      if (fail) throw new Error('offline');
      removed.push(endpoint);
    }),
  };
  return { server, saved, removed };
}

describe('the VAPID key', () => {
  it('reads as its 65 bytes, the form pushManager.subscribe wants', () => {
    const bytes = fromBase64url(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('pushDeviceState', () => {
  it('finds a browser without service worker, push or notifications unsupported', async () => {
    const { server } = fakeServer();
    for (const missing of [{ serviceWorker: undefined }, { hasPushManager: false }, { notification: undefined }]) {
      const { browser } = fakeBrowser({});
      expect(await pushDeviceState({ ...browser, ...missing }, KEY, server)).toBe('unsupported');
    }
  });

  it('says push is unavailable without a server key, and denied once the member blocked it', async () => {
    const { server } = fakeServer();
    expect(await pushDeviceState(fakeBrowser({}).browser, '', server)).toBe('unavailable');
    expect(await pushDeviceState(fakeBrowser({ permission: 'denied' }).browser, KEY, server)).toBe('denied');
  });

  it('is off without a registered worker, without asking for one', async () => {
    const { server } = fakeServer();
    const { browser, serviceWorker } = fakeBrowser({ registered: false, permission: 'granted' });
    expect(await pushDeviceState(browser, KEY, server)).toBe('off');
    expect(serviceWorker.register).not.toHaveBeenCalled();
  });

  it('is on with a subscription for the key, and hands it to the server again for this member', async () => {
    const { server, saved } = fakeServer();
    const existing = fakeSubscription('https://push.example/mine');
    expect(await pushDeviceState(fakeBrowser({ permission: 'granted', existing }).browser, KEY, server)).toBe('on');
    expect(saved.map((body) => body.endpoint)).toEqual(['https://push.example/mine']);
  });

  it('stays on when handing the subscription over fails, and off for one made with another key', async () => {
    const existing = fakeSubscription('https://push.example/mine');
    expect(await pushDeviceState(fakeBrowser({ permission: 'granted', existing }).browser, KEY, fakeServer(true).server)).toBe('on');
    const stale = fakeSubscription('https://push.example/old', OTHER_KEY);
    expect(await pushDeviceState(fakeBrowser({ permission: 'granted', existing: stale }).browser, KEY, fakeServer().server)).toBe('off');
  });
});

describe('enablePush', () => {
  it('asks, subscribes with the key visible to the member only, and sends the subscription', async () => {
    const { server, saved } = fakeServer();
    const { browser, pushManager, notification } = fakeBrowser({ registered: false });
    expect(await enablePush(browser, KEY, server)).toBe('on');
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: fromBase64url(KEY) });
    expect(saved).toEqual([{ endpoint: 'https://push.example/new', expirationTime: null, keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'c2VjcmV0' } }]);
  });

  it('answers denied or off when the member blocks or dismisses the prompt, subscribing nothing', async () => {
    for (const [answer, state] of [
      ['denied', 'denied'],
      ['default', 'off'],
    ] as const) {
      const { browser, pushManager } = fakeBrowser({ answer });
      expect(await enablePush(browser, KEY, fakeServer().server)).toBe(state);
      expect(pushManager.subscribe).not.toHaveBeenCalled();
    }
  });

  it('replaces a subscription made with an earlier key', async () => {
    const stale = fakeSubscription('https://push.example/old', OTHER_KEY);
    const { browser, pushManager } = fakeBrowser({ existing: stale, permission: 'granted' });
    const { server, saved } = fakeServer();
    expect(await enablePush(browser, KEY, server)).toBe('on');
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(saved.map((body) => body.endpoint)).toEqual(['https://push.example/new']);
  });

  it('leaves nothing subscribed when the server refuses the subscription', async () => {
    const { browser, next } = fakeBrowser({});
    await expect(enablePush(browser, KEY, fakeServer(true).server)).rejects.toThrow('offline');
    expect(next.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('disablePush', () => {
  it('has the server forget the endpoint, then drops the subscription', async () => {
    const existing = fakeSubscription('https://push.example/mine');
    const { server, removed } = fakeServer();
    expect(await disablePush(fakeBrowser({ existing, permission: 'granted' }).browser, server)).toBe('off');
    expect(removed).toEqual(['https://push.example/mine']);
    expect(existing.unsubscribe).toHaveBeenCalledOnce();
  });

  it('keeps the subscription when the server could not be told, so turning off can be tried again', async () => {
    const existing = fakeSubscription('https://push.example/mine');
    await expect(disablePush(fakeBrowser({ existing, permission: 'granted' }).browser, fakeServer(true).server)).rejects.toThrow('offline');
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });
});
