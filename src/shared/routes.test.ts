import { describe, expect, it } from 'vitest';
import { activityPath, feedPath, memberPath, postPath } from './card-paths';
import { safeNextPath } from './next-path';
import { aliasesOf, resolveAlias } from './route-aliases';
import { localeStaticPaths, localizePath, pathFor, type RouteKey, routes, splitLocale, switchLocale } from './routes';

describe('localizePath', () => {
  it('keeps German paths unprefixed and puts English under /en', () => {
    expect(localizePath('/', 'de')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(pathFor('legal', 'de')).toBe('/impressum');
  });
});

describe('memberPath', () => {
  it('is the member route of the table in either language, and a page a sign-in may return to', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(memberPath('anna_müller', locale)).toBe(localizePath(`${routes.member.path}/${encodeURIComponent('anna_müller')}`, locale));
      expect(safeNextPath(memberPath('anna', locale), 'https://rudel.test', locale)).toBe(memberPath('anna', locale));
    }
    expect(memberPath('a/b', 'en')).toBe('/en/members/a%2Fb');
  });
});

describe('activityPath', () => {
  it('is the activity route of the table in either language', () => {
    for (const locale of ['de', 'en'] as const) expect(activityPath(42, locale)).toBe(localizePath(`${routes.activities.path}/42`, locale));
  });
});

describe('postPath', () => {
  it('is the post route of the table, a page of the product, with the comment as its fragment', () => {
    for (const locale of ['de', 'en'] as const) {
      expect(postPath(7, locale)).toBe(localizePath(`${routes.post.path}/7`, locale));
      expect(safeNextPath(postPath(7, locale), 'https://rudel.test', locale)).toBe(postPath(7, locale));
    }
    expect(postPath(7, 'en', 12)).toBe('/en/community/posts/7#comment-12');
  });
});

describe('feedPath', () => {
  it('is the feed of the table with its type or tag as the query', () => {
    for (const locale of ['de', 'en'] as const)
      expect(feedPath({ tag: 'rückruf' }, locale)).toBe(`${localizePath(routes.community.path, locale)}?tag=r%C3%BCckruf`);
    expect(feedPath({ type: 'success_story' }, 'en')).toBe('/en/community?type=success_story');
  });
});

describe('splitLocale and switchLocale', () => {
  it('reads the language from the path', () => {
    expect(splitLocale('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocale('/en/help')).toEqual({ locale: 'en', path: '/help' });
    expect(splitLocale('/entdecken')).toEqual({ locale: 'de', path: '/entdecken' });
    expect(splitLocale('/help')).toEqual({ locale: 'de', path: '/help' });
  });

  it('moves to the same page in the other language', () => {
    expect(switchLocale('/help', 'en')).toBe('/en/help');
    expect(switchLocale('/en/help', 'de')).toBe('/help');
    expect(switchLocale('/en', 'de')).toBe('/');
    expect(switchLocale('/', 'en')).toBe('/en');
  });
});

describe('resolveAlias', () => {
  it('redirects every alias of the table to its canonical page, in both languages', () => {
    for (const key of Object.keys(routes) as RouteKey[]) {
      for (const alias of aliasesOf(key)) {
        expect(resolveAlias(alias)).toBe(routes[key].path);
        expect(resolveAlias(`/en${alias}`)).toBe(`/en${routes[key].path}`);
      }
    }
  });

  it('maps the German activity subtree and ignores trailing slashes', () => {
    expect(resolveAlias('/aktivitäten/42')).toBe('/activities/42');
    expect(resolveAlias('/aktivitäten/42/edit')).toBe('/activities/42/edit');
    expect(resolveAlias('/en/aktivitäten/7')).toBe('/en/activities/7');
    expect(resolveAlias('/hilfe/')).toBe('/help');
    expect(resolveAlias('/aktivitäten/')).toBe('/activities');
  });

  it('leaves canonical and unknown paths alone', () => {
    expect(resolveAlias('/help')).toBeNull();
    expect(resolveAlias('/activities/42')).toBeNull();
    expect(resolveAlias('/nowhere')).toBeNull();
  });

  it('never lets an alias shadow a canonical path', () => {
    const canonical = new Set<string>(Object.values(routes).map((r) => r.path));
    for (const key of Object.keys(routes) as RouteKey[]) {
      for (const alias of aliasesOf(key)) expect(canonical.has(alias)).toBe(false);
    }
  });
});

describe('localeStaticPaths', () => {
  it('builds the German page at the root and the English one under /en', () => {
    expect(localeStaticPaths()).toEqual([
      { params: { locale: undefined }, props: { locale: 'de' } },
      { params: { locale: 'en' }, props: { locale: 'en' } },
    ]);
  });
});

describe('safeNextPath', () => {
  const origin = 'https://rudel.example';
  const today = '/today';

  it.each([
    ['/\\evil.example'],
    ['/%09/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['\\\\evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['https://rudel.example//evil.example'],
    ['/\\/evil.example/profile'],
    ['https://evil.example/profile'],
    ['http://rudel.example/profile'],
    ['HTTPS://evil.example'],
    ['//rudel.example@evil.example/profile'],
    ['https:evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['%2F%2Fevil.example'],
    ['/%2F/evil.example'],
    ['/%5C/evil.example'],
    ['/api/logout'],
    ['/not-a-page'],
    ['/activities/abc'],
    ['/en/evil'],
    ['/%E0%A4%A'],
    [''],
    [null],
  ])('sends %j to Heute', (next) => {
    expect(safeNextPath(next, origin, 'de')).toBe(today);
  });

  it("falls back to Heute in the member's language", () => {
    expect(safeNextPath('//evil.example', origin, 'en')).toBe('/en/today');
  });

  it.each([
    ['/moderation', '/moderation'],
    ['/en/admin/users', '/en/admin/users'],
    ['/activities/42', '/activities/42'],
    ['/en/activities/42/edit', '/en/activities/42/edit'],
    ['/', '/'],
    ['/en', '/en'],
    ['/activities?q=wald', '/activities?q=wald'],
    [`${origin}/premium`, '/premium'],
    ['/community/../premium', '/premium'],
  ])('keeps the page %j as %j', (next, expected) => {
    expect(safeNextPath(next, origin, 'de')).toBe(expected);
  });
});
