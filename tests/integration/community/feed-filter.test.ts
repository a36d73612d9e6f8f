/**
 * The feed narrowed to one post type (the community tabs' "Erfolge") or one hashtag (a tag's link):
 * `GET /api/posts?type=…&tag=…` and the feed page's loader read the same filter.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { FeedPage } from '~/shared/community';
import { getDb } from '~/server/db/client';
import { loadCommunity } from '~/server/pages/community';
import { createPost } from '../../factories/content';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

async function feed(cookie: string, query: string) {
  const response = await call('GET', `/api/posts${query}`, undefined, { cookie });
  return { status: response.status, body: (await response.json()) as FeedPage & { field?: string; code?: string } };
}

const contents = (page: FeedPage) => page.posts.map((post) => post.content);

describe('the feed by type and hashtag', () => {
  it('lists only success stories, or only the posts carrying the tag in any case, never a longer tag', async () => {
    const author = await createUser(db(), 'free');
    const base = Date.UTC(2026, 3, 1);
    const texts = ['Endlich klappt der #Rückruf!', 'Training mit #leinenführigkeit heute', 'Lockere #Leine im Park', 'Ohne Tag, aber ein Erfolg'];
    for (const [i, content] of texts.entries())
      await createPost(db(), author.id, { content, type: i === 3 ? 'success_story' : 'post', createdAt: new Date(base + i * 60_000) });
    const reader = await signedIn('verified');
    expect(contents((await feed(reader.cookie, '?tag=leine')).body)).toEqual(['Lockere #Leine im Park']);
    expect(contents((await feed(reader.cookie, '?tag=R%C3%BCckruf')).body)).toEqual(['Endlich klappt der #Rückruf!']);
    expect(contents((await feed(reader.cookie, '?type=success_story')).body)).toEqual(['Ohne Tag, aber ein Erfolg']);
  });

  it('pages a tag past posts that only look like it', async () => {
    const author = await createUser(db(), 'free');
    const base = Date.UTC(2026, 3, 1);
    for (let i = 0; i < 3; i += 1) await createPost(db(), author.id, { content: `Mit #leine Nummer ${i}`, createdAt: new Date(base + i * 60_000) });
    await createPost(db(), author.id, { content: 'Mit #leinen dazwischen', createdAt: new Date(base + 10 * 60_000) });
    const reader = await signedIn('verified');
    const first = (await feed(reader.cookie, '?tag=leine&limit=2')).body;
    expect(contents(first)).toEqual(['Mit #leine Nummer 2']);
    const second = (await feed(reader.cookie, `?tag=leine&limit=2&cursor=${first.nextCursor}`)).body;
    expect(contents(second)).toEqual(['Mit #leine Nummer 1', 'Mit #leine Nummer 0']);
  });

  it('refuses a tag that is no tag and a type that is none at their fields', async () => {
    const reader = await signedIn('verified');
    const tag = await feed(reader.cookie, `?tag=${'x'.repeat(41)}`);
    expect([tag.status, tag.body.field, tag.body.code]).toEqual([400, 'tag', 'validation_hashtag']);
    const odd = await feed(reader.cookie, '?tag=%25%27');
    expect([odd.status, odd.body.field]).toEqual([400, 'tag']);
    const type = await feed(reader.cookie, '?type=poll');
    expect([type.status, type.body.field]).toEqual([400, 'type']);
  });

  it('the page narrows its first page the same way, and shows what it narrowed to', async () => {
    const member = await signedIn('free');
    await createPost(db(), member.user.id, { content: 'Heute ein #Erfolg beim Rückruf', type: 'success_story', lang: 'en' });
    await createPost(db(), member.user.id, { content: 'Eine ganz normale Frage?', type: 'question' });
    const viewer = await viewerOf(member);
    const tagged = await loadCommunity({ viewer, url: new URL('http://localhost/en/community?tag=erfolg'), db: db(), locale: 'en' });
    expect([tagged.filter, contents(tagged.page!), tagged.narrowed]).toEqual([
      { tag: 'erfolg', lang: 'en' },
      ['Heute ein #Erfolg beim Rückruf'],
      { heading: 'Posts tagged #erfolg', clear: '/en/community' },
    ]);
    const bogus = await loadCommunity({ viewer, url: new URL('http://localhost/community?type=poll'), db: db(), locale: 'de' });
    // In the page's language: the German question only.
    expect([bogus.filter, bogus.page?.posts.length, bogus.narrowed, bogus.posted]).toEqual([{ lang: 'de' }, 1, null, false]);
    // Back from the create-post page, the feed confirms the new post.
    expect((await loadCommunity({ viewer, url: new URL('http://localhost/community?posted=1'), db: db(), locale: 'de' })).posted).toBe(true);
  });
});
