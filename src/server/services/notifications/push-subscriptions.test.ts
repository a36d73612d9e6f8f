import { describe, expect, it } from 'vitest';
import { acceptsEndpoint } from './push-subscriptions';

describe('push endpoints', () => {
  it("take a push service's https address", () => {
    expect(acceptsEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(acceptsEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', false)).toBe(true);
  });

  it('refuse plain http, address literals, this machine and credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://10.0.0.1:8443/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://localhost./x',
      'https://api.localhost/x',
      'https://intranet/x',
      'https://user:secret@fcm.googleapis.com/x',
    ]) {
      expect(acceptsEndpoint(endpoint, false), endpoint).toBe(false);
    }
  });

  it("take this machine's name in development only, where the tests' push service listens", () => {
    expect(acceptsEndpoint('https://localhost:12123/push/1', true)).toBe(true);
    expect(acceptsEndpoint('http://localhost:12123/push/1', true)).toBe(false);
  });
});
