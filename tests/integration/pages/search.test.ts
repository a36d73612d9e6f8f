/**
 * The community search page's loader (docs/decisions/054-search-by-relevance.md): nothing for visitors,
 * the field's message for words it cannot use, the lists and languages as links that keep the words,
 * the next page as a link, and a cursor of another search as its first page.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { loadSearch, searchAddress } from '~/server/pages/search';
import { createActivity, createPost } from '../../factories/content';
import { viewerOf } from '../../factories/pages';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';

const db = () => getDb(env.DB);
const load = async (query: string, member: Awaited<ReturnType<typeof signedIn>> | null, locale: 'de' | 'en' = 'de') =>
  loadSearch({ viewer: await viewerOf(member), url: new URL(`http://localhost${locale === 'en' ? '/en' : ''}/community/search${query}`), db: db(), locale });

describe('the community search page', () => {
  it('answers its form with the search’s address', () => {
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.set(name, value);
      return data;
    };
    expect(searchAddress(form({ q: ' Leine ', type: 'activity', lang: 'all' }), 'de')).toBe('/community/search?q=Leine&type=activity&lang=all');
    expect(searchAddress(form({ q: 'lead', type: 'post', lang: 'en' }), 'en')).toBe('/en/community/search?q=lead');
    expect(searchAddress(form({ type: 'nonsense' }), 'de')).toBe('/community/search');
  });

  it('searches nothing for a visitor', async () => {
    const view = await load('?q=Leine', null);
    expect([view.panel, view.results]).toEqual([null, null]);
  });

  it('answers words it cannot search at the field, in the page’s language', async () => {
    const member = await signedIn('free');
    expect((await load('?q=ab', member)).error).toBe('Gib mindestens ein Wort mit drei oder mehr Buchstaben ein.');
    expect((await load('?q=ab', member, 'en')).error).toBe('Enter at least one word of three or more letters.');
    const start = await load('', member);
    expect([start.error, start.results, start.type]).toEqual([null, null, 'post']);
  });

  it('finds posts in the page’s language by default, links the lists and languages with the words, and pages by link', async () => {
    const author = await createUser(db(), 'free');
    for (let i = 0; i < 21; i += 1) await createPost(db(), author.id, { content: `Schleppleine Tag ${i}` });
    await createPost(db(), author.id, { content: 'Long line (Schleppleine) in English', lang: 'en' });
    await createActivity(db(), author.id, { title: 'Schleppleine kennenlernen' });
    const member = await signedIn('free');
    const view = await load('?q=Schleppleine', member);
    expect(view.results && 'posts' in view.results ? view.results.posts.length : 0).toBe(20);
    expect(view.found).toBe(20);
    expect(view.tabs.map((tab) => [tab.href, tab.current])).toEqual([
      ['/community/search?q=Schleppleine', true],
      ['/community/search?q=Schleppleine&type=question', false],
      ['/community/search?q=Schleppleine&type=activity', false],
    ]);
    expect(view.languages.map((link) => link.href)).toEqual(['/community/search?q=Schleppleine', '/community/search?q=Schleppleine&lang=all']);
    expect(view.more).toMatch(/^\/community\/search\?q=Schleppleine&cursor=/);
    const next = await load(view.more?.replace('/community/search', '') ?? '', member);
    expect(next.results && 'posts' in next.results ? next.results.posts.length : 0).toBe(1);
    expect(next.found).toBe(1);
    const all = await load('?q=Schleppleine&lang=all&cursor=bm90LW1pbmU', member);
    expect(all.results && 'posts' in all.results ? all.results.posts.length : 0).toBe(20);
    const activities = await load('?q=Schleppleine&type=activity', member);
    expect(activities.results && 'activities' in activities.results ? activities.results.activities.map((a) => a.title) : []).toEqual([
      'Schleppleine kennenlernen',
    ]);
    expect(activities.found).toBe(1);
    // A language the switch does not offer is the page's own.
    expect((await load('?q=Schleppleine&lang=fr', member)).lang).toBe('de');
    const none = await load('?q=Quastenflosser&type=question', member);
    expect(none.found).toBe(0);
    expect(none.empty).toMatchObject({ title: 'Keine Treffer für „Quastenflosser“', href: '/community/create-post?type=question' });
  });
});
