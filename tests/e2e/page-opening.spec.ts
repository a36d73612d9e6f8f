/**
 * What every page rendered on demand shares (src/middleware.ts): a language prefix we do not have
 * is the not-found page, pages for signed-in users send visitors to login and back, and nothing
 * rendered for one request is kept by a cache unless the page says otherwise.
 */
import { expect, test } from '@playwright/test';
import { loginAs } from './fixtures';
import { messages } from './static-pages';

test('a rendered page under an unknown language prefix is the not-found page', async ({ page }) => {
  for (const path of ['/fr/login', '/xx/activities/create', '/de/community']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('h1'), path).toHaveText(messages.de.notfound_title);
  }
});

test('pages for signed-in users send visitors to login, which comes back to them', async ({ request }) => {
  for (const [path, next] of [
    ['/activities/create', '/activities/create'],
    ['/en/activities/7/edit', '/en/activities/7/edit'],
    ['/en/admin/audit', '/en/admin/audit'],
    ['/admin/deliveries', '/admin/deliveries'],
  ]) {
    const response = await request.get(path ?? '', { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = new URL(response.headers().location ?? '', 'http://x');
    expect(location.searchParams.get('next'), path).toBe(next);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test('rendered pages are private and never stored; a page may choose stricter', async ({ page, request }) => {
  for (const path of ['/login', '/en/email-verified', '/community', '/gibt-es-nicht']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('private, no-store');
  }
  const reset = await request.get('/reset-password/some-token');
  expect(reset.headers()['cache-control']).toBe('no-store');
  expect(reset.headers()['referrer-policy']).toBe('no-referrer');
  await loginAs(page, 'ben@rudel.test');
  const community = await page.goto('/community');
  expect(await community?.headerValue('cache-control')).toBe('private, no-store');
  await expect(page.locator('#trending-title')).toBeVisible();
});
