import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrls } from './unsubscribe-link';

const SECRET = 'test-secret';

describe('unsubscribe tokens', () => {
  it('carry the member and the topics, signed', async () => {
    const token = await unsubscribeToken(SECRET, { userId: 42, topics: ['comment', 'reviews_due'] });
    expect(token).toMatch(/^42\.07\.[\w-]{43}$/);
    expect(await readUnsubscribeToken(SECRET, token)).toEqual({ userId: 42, topics: ['comment', 'reviews_due'] });
  });

  it('refuse another member, other topics, another secret and anything malformed', async () => {
    const token = await unsubscribeToken(SECRET, { userId: 42, topics: ['comment'] });
    const [, , mac] = token.split('.');
    expect(await readUnsubscribeToken(SECRET, `43.0.${mac}`)).toBeNull();
    expect(await readUnsubscribeToken(SECRET, `42.01.${mac}`)).toBeNull();
    expect(await readUnsubscribeToken('other-secret', token)).toBeNull();
    for (const bad of ['', 'x', '42.0', `42.9.${mac}`, `${token}x`, `-1.0.${mac}`]) expect(await readUnsubscribeToken(SECRET, bad)).toBeNull();
  });

  it('lead to the page in the reader language and to the one-click endpoint', () => {
    expect(unsubscribeUrls('https://rudel.example', 'en', 'a.b.c')).toEqual({
      page: 'https://rudel.example/en/notifications/unsubscribe?token=a.b.c',
      oneClick: 'https://rudel.example/api/notifications/unsubscribe?token=a.b.c',
    });
  });
});
