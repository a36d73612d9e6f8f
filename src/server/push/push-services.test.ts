import { describe, expect, it } from 'vitest';
import { isPushService } from './push-services';

describe('push services', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://FCM.googleapis.com:443/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-db5p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGx',
    'https://api.push.apple.com/3/device/abc',
  ])('take %s', (endpoint) => {
    expect(isPushService(endpoint, false)).toBe(true);
  });

  it.each([
    // Other schemes, ports and credentials.
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:22/x',
    'https://fcm.googleapis.com:8443/x',
    'https://user:secret@fcm.googleapis.com/x',
    'https://user@fcm.googleapis.com/x',
    // Look-alike names: a list host as a subdomain or a path of another, a suffix without its dot.
    'https://fcm.googleapis.com.evil.com/x',
    'https://evil.com/fcm.googleapis.com',
    'https://evilfcm.googleapis.com/x',
    'https://evil-push.services.mozilla.com/x',
    'https://push.services.mozilla.com/x',
    'https://googleapis.com/x',
    // A trailing dot names the same host to DNS but is no name of the list.
    'https://fcm.googleapis.com./x',
    'https://updates.push.services.mozilla.com./x',
    // This machine and the private network, under any name.
    'https://localhost/x',
    'https://localhost:12123/push/1',
    'https://localhost.localdomain/x',
    'https://127.0.0.1/x',
    'https://127.0.0.1.nip.io/x',
    'https://10.0.0.1:8443/x',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[fe80::1]/x',
    'https://example.com:22/x',
    'https://intranet/x',
    'not a url',
  ])('refuse %s', (endpoint) => {
    expect(isPushService(endpoint, false)).toBe(false);
  });

  it("take the local push service's https://localhost in development only, on any port", () => {
    expect(isPushService('https://localhost:12123/push/1', true)).toBe(true);
    expect(isPushService('http://localhost:12123/push/1', true)).toBe(false);
    expect(isPushService('https://localhost.localdomain/x', true)).toBe(false);
    expect(isPushService('https://127.0.0.1:12123/push/1', true)).toBe(false);
    expect(isPushService('https://fcm.googleapis.com:22/x', true)).toBe(false);
  });
});
