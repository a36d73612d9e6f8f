/**
 * The loaders of the network and questions pages (docs/decisions/028-network.md, 029): the panel
 * and the lists for members, the links that page and filter them, a bad cursor as the visitor's
 * mistake.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { loadNetwork } from '~/server/pages/network';
import { loadQa } from '~/server/pages/qa';
import { createPost } from '../../factories/content';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { establishedMember } from '../../factories/users';

const db = () => getDb(env.DB);

describe('the network page', () => {
  it('loads the feed and the lists, and answers a cursor that is no cursor with 400', async () => {
    const member = await signedIn('free');
    const viewer = await viewerOf(member);
    const view = await loadNetwork({ viewer, url: new URL('http://localhost/community/network'), db: db(), locale: 'en' });
    expect([view.status, view.failed, view.feed?.items, view.lists.map((list) => list.id)]).toEqual([200, false, [], ['following', 'followers']]);
    expect(view.moreHref('following', 'abc', 'following')).toBe('/en/community/network?following=abc#following');
    const broken = await loadNetwork({ viewer, url: new URL('http://localhost/community/network?cursor=%%%'), db: db(), locale: 'de' });
    expect([broken.status, broken.failed]).toEqual([400, true]);
  });

  it('shows a visitor no lists', async () => {
    const view = await loadNetwork({ viewer: await viewerOf(null), url: new URL('http://localhost/community/network'), db: db(), locale: 'de' });
    expect([view.panel, view.feed]).toEqual([null, null]);
  });
});

describe('the questions page', () => {
  it('reads filter and sort from the query, an unknown one as every question, newest first', async () => {
    const member = await signedIn('free');
    await createPost(db(), member.user.id, { type: 'question', content: 'Wie bringe ich ihm Sitz bei?' });
    const viewer = await viewerOf(member);
    const chosen = await loadQa({ viewer, url: new URL('http://localhost/community/qa?filter=mine&sort=liked'), db: db(), locale: 'de' });
    expect([chosen.filter, chosen.sort, chosen.page?.posts.length, chosen.counts]).toEqual(['mine', 'liked', 1, { open: '1', answered: '0' }]);
    expect(chosen.listHref({ filter: undefined, sort: 'newest' })).toBe('/community/qa');
    expect(chosen.listHref({ filter: 'answered', sort: 'liked' })).toBe('/community/qa?filter=answered&sort=liked');
    const unknown = await loadQa({ viewer, url: new URL('http://localhost/community/qa?filter=bogus'), db: db(), locale: 'de' });
    expect([unknown.filter, unknown.sort]).toEqual([undefined, 'newest']);
  });
});

describe('locked likes (docs/product-rules.md §6)', () => {
  const url = new URL('http://localhost/en/community/qa');
  it('shows a free member without an own activity the likes locked, leading to a first activity and described by the page note', async () => {
    const view = await loadQa({ viewer: await viewerOf(await signedIn('free')), url, db: db(), locale: 'en' });
    expect(view.likeLock).toEqual({ href: '/en/activities/create', 'aria-describedby': 'community-unlock', children: 'Unlock likes' });
  });

  it('locks nothing for a member with an activity, a paying one or a visitor', async () => {
    for (const member of [await signedIn('free', establishedMember()), await signedIn('paidMonthly'), null]) {
      const view = await loadQa({ viewer: await viewerOf(member), url, db: db(), locale: 'de' });
      expect(view.likeLock).toBeUndefined();
    }
  });
});
