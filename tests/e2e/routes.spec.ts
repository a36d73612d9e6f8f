import { expect, test } from '@playwright/test';
import { aliasesOf } from '~/shared/route-aliases';
import { type RouteKey, routes } from '~/shared/routes';
import { LOCALES, messages, staticPages, staticRouteKeys } from './static-pages';

test('every static route of the table is covered here', () => {
  expect(staticPages.map((p) => p.key).sort()).toEqual([...staticRouteKeys].sort());
});

for (const page of staticPages) {
  for (const locale of LOCALES) {
    test(`${page.url(locale)} renders in ${locale} with alternates and a back link`, async ({ page: browser, baseURL }) => {
      const response = await browser.goto(page.url(locale));
      expect(response?.status()).toBe(200);
      expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');
      await expect(browser).toHaveTitle(page.title(locale));
      await expect(browser.locator('html')).toHaveAttribute('lang', locale);
      for (const [lang, href] of [
        ['de', page.url('de')],
        ['en', page.url('en')],
        ['x-default', page.url('de')],
      ]) {
        await expect(browser.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new URL(href ?? '', 'http://localhost:8787').href);
      }
      expect(baseURL).toBeTruthy();
      if (page.key !== 'home') await expect(browser.locator('[data-back-link]')).toHaveAttribute('href', locale === 'de' ? '/' : '/en');
      await expect(browser.locator('h1')).toHaveCount(1);
    });
  }
}

const aliases = (Object.keys(routes) as RouteKey[]).flatMap((key) => aliasesOf(key).map((alias) => ({ alias, target: routes[key].path as string })));

test('every German alias redirects permanently to its page, in both languages', async ({ request }) => {
  for (const { alias, target } of aliases) {
    for (const [prefix, expected] of [
      ['', target],
      ['/en', target === '/' ? '/en' : `/en${target}`],
    ]) {
      const response = await request.get(encodeURI(`${prefix}${alias}`), { maxRedirects: 0 });
      expect(response.status(), `${prefix}${alias}`).toBe(301);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, `${prefix}${alias}`).toBe(encodeURI(expected ?? ''));
    }
  }
  const subtree = await request.get(encodeURI('/aktivitäten/42?x=1'), { maxRedirects: 0 });
  expect(subtree.headers().location).toBe('/activities/42?x=1');
});

for (const locale of LOCALES) {
  test(`unknown paths show the not-found page in ${locale}`, async ({ page }) => {
    const response = await page.goto(locale === 'de' ? '/gibt-es-nicht' : '/en/does-not-exist');
    expect(response?.status()).toBe(404);
    expect(await response?.headerValue('x-frame-options')).toBe('DENY');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('h1')).toHaveText(messages[locale].notfound_title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('unknown API paths answer JSON', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'error_not_found' });
});
