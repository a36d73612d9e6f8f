/**
 * D1 read replication (docs/decisions/041-platform.md): each request runs in one Sessions API session;
 * the bookmark it ends on goes back to the caller (the `x-d1-bookmark` header, and a `__Host-` cookie
 * once the caller wrote), and the next request starts from it, so a member reads their own writes.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, getDb } from '~/server/db/client';
import { memberIntents } from '~/server/forms/member-relation';
import { handlePagePost } from '~/server/forms/page-post';
import { loadMember } from '~/server/pages/member';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const bookmarkCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`))
    ?.split(';')[0];

describe('read-your-writes through the API', () => {
  it('answers a write with its bookmark, and a read sent from it sees the write and answers a bookmark again', async () => {
    const member = await signedIn('paidMonthly');
    const written = await call('POST', '/api/posts', { content: 'Frisch geschrieben', type: 'post', activityId: null }, { cookie: member.cookie });
    expect(written.status).toBe(201);
    const bookmark = written.headers.get(BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
    // The browser keeps it as a cookie too, for the pages it opens next.
    expect(bookmarkCookieOf(written)).toBe(`${BOOKMARK_COOKIE}=${bookmark}`);
    expect(written.headers.getSetCookie().find((cookie) => cookie.startsWith(BOOKMARK_COOKIE))).toContain('HttpOnly');

    const read = await call('GET', '/api/posts', undefined, { cookie: member.cookie, headers: { [BOOKMARK_HEADER]: bookmark ?? '' } });
    expect(read.status).toBe(200);
    const feed = (await read.json()) as { posts: { content: string }[] };
    expect(feed.posts.map((post) => post.content)).toContain('Frisch geschrieben');
    const next = read.headers.get(BOOKMARK_HEADER);
    expect(next).toBeTruthy();
    expect(next && bookmark && next >= bookmark).toBe(true);
  });

  it('reads from the bookmark cookie as well, and gives a reading visitor no cookie', async () => {
    const member = await signedIn('paidMonthly');
    const written = await call('POST', '/api/posts', { content: 'Aus dem Cookie', type: 'post', activityId: null }, { cookie: member.cookie });
    const cookie = `${member.cookie}; ${bookmarkCookieOf(written)}`;
    const read = await call('GET', '/api/posts', undefined, { cookie });
    expect(((await read.json()) as { posts: { content: string }[] }).posts.map((post) => post.content)).toContain('Aus dem Cookie');

    const visitor = await call('GET', '/api/activities');
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get(BOOKMARK_HEADER)).toBeTruthy();
    expect(visitor.headers.getSetCookie()).toEqual([]);
  });

  it('ignores a bookmark that is no bookmark', async () => {
    const member = await signedIn('free');
    const read = await call('GET', '/api/posts', undefined, { cookie: member.cookie, headers: { [BOOKMARK_HEADER]: "x'; DROP TABLE posts; --" } });
    expect(read.status).toBe(200);
    expect(read.headers.get(BOOKMARK_HEADER)).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);
  });
});

describe('read-your-writes through the pages', () => {
  it('moves the page past its in-process API write, and the next page read from the bookmark shows it', async () => {
    const fan = await signedIn('free');
    const star = await createUser(getDb(env.DB), 'free');
    const page = fakePage(`/members/${star.username}`, { member: fan, form: { intent: 'follow' } });
    const posted = await handlePagePost(page, { env, here: page.url.pathname, intents: memberIntents(star.username, 'de', 'connection') });
    await page.settled();
    expect((posted as Response).status).toBe(303);
    expect(page.locals.requestDb.wrote).toBe(true);
    const bookmark = page.locals.requestDb.bookmark();
    expect(bookmark).toMatch(/^[0-9a-f]+(-[0-9a-f]+)+$/);

    const next = fakePage(`/members/${star.username}`, { member: fan, bookmark: bookmark ?? undefined });
    const view = await loadMember({ viewer: await viewerOf(fan), username: star.username, db: next.locals.requestDb.db, locale: 'de', failure: null });
    expect(view.member?.viewer.following).toBe(true);
    expect(next.locals.requestDb.bookmark()).toBeTruthy();
  });
});
