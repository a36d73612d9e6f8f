/**
 * A read beside the session lookup (middleware/session.ts): a member's feed page is read in the same
 * D1 round trip as their session, and is dropped when the guard or the validation refuses.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '~/server/db/client';
import type { ApiErrorLine } from '~/server/request-log';
import { createPost } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { call } from '../request';

const errorLines = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([text]) => JSON.parse(String(text)) as ApiErrorLine).filter((line) => line.event === 'api_error');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the member feed beside the session lookup', () => {
  it('answers the member their feed, and refuses one the guard refuses within that one round trip, showing nothing', async () => {
    const author = await signedIn('paidMonthly');
    await createPost(getDb(env.DB), author.user.id, { content: 'Nebenbei gelesen' });
    const reader = await signedIn('free');
    const page = await call('GET', '/api/posts', undefined, { cookie: reader.cookie });
    expect(page.status).toBe(200);
    expect(((await page.json()) as { posts: { content: string }[] }).posts.map((post) => post.content)).toContain('Nebenbei gelesen');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unverified = await signedIn('unverified');
    const refused = await call('GET', '/api/posts', undefined, { cookie: unverified.cookie });
    expect(refused.status).toBe(403);
    const body = await refused.text();
    expect(body).not.toContain('Nebenbei gelesen');
    // The session's user and the feed were read together: one round trip, then the guard refused.
    expect(errorLines(warn).map((line) => [line.status, line.d1RoundTrips])).toEqual([[403, 1]]);
  });

  it('keeps the guard before the validation, and refuses a cursor that does not decode and a limit over the page', async () => {
    const visitor = await call('GET', '/api/posts?cursor=%%%');
    expect(visitor.status).toBe(401);
    const reader = await signedIn('free');
    const malformed = await call('GET', '/api/posts?cursor=nichts', undefined, { cookie: reader.cookie, headers: { 'x-rudel-locale': 'en' } });
    expect(malformed.status).toBe(400);
    const tooLong = await call('GET', '/api/posts?limit=500', undefined, { cookie: reader.cookie });
    expect(tooLong.status).toBe(400);
  });
});
