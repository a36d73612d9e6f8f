import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Cookie, expect, test } from '@playwright/test';
import { loginAs } from './fixtures';
import { E2E_BASE_URL } from './server.mjs';
import { expectAccessibleInBothThemes, startInLightTheme } from './page-checks';
import { LOCALES, staticPages } from './static-pages';

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
const extraPages = [
  { name: 'not-found', url: (locale: string) => (locale === 'de' ? '/gibt-es-nicht' : '/en/does-not-exist') },
  { name: 'login', url: (locale: string) => `${prefix(locale)}/login` },
  { name: 'register', url: (locale: string) => `${prefix(locale)}/register` },
  { name: 'email-verified', url: (locale: string) => `${prefix(locale)}/email-verified` },
  { name: 'email-verified error', url: (locale: string) => `${prefix(locale)}/email-verified?error=invalid` },
  { name: 'reset-password', url: (locale: string) => `${prefix(locale)}/reset-password/some-token` },
  { name: 'profile (visitor)', url: (locale: string) => `${prefix(locale)}/profile` },
  { name: 'activities (visitor)', url: (locale: string) => `${prefix(locale)}/activities` },
  { name: 'community (visitor)', url: (locale: string) => `${prefix(locale)}/community` },
  { name: 'premium (visitor)', url: (locale: string) => `${prefix(locale)}/premium` },
];

/** Pages as a signed-in member sees them (the seed's first activity for the detail). */
const memberPages = [
  { name: 'Heute', path: '/today' },
  { name: 'profile', path: '/profile' },
  { name: 'activities', path: '/activities' },
  { name: 'activity detail', path: '/activities/1' },
  { name: 'create activity', path: '/activities/create' },
  { name: 'edit activity', path: '/activities/1/edit' },
  { name: 'my activities', path: '/activities/mine' },
  { name: 'manage activities', path: '/activities/manage' },
  { name: 'community feed', path: '/community' },
  { name: 'create post', path: '/community/create-post' },
  { name: 'network', path: '/community/network' },
  { name: 'Q&A', path: '/community/qa' },
  { name: 'highscore', path: '/community/highscore' },
  { name: 'member page', path: '/members/trainerin_julia' },
  { name: 'post page', path: '/community/posts/1' },
  { name: 'notifications', path: '/notifications' },
  { name: 'plan page', path: '/premium' },
];

/** Pages as an admin sees them. */
const adminPages = [
  { name: 'user management', path: '/admin/users' },
  { name: 'audit log', path: '/admin/audit' },
  { name: 'undeliverable messages', path: '/admin/deliveries' },
  { name: 'moderation queue', path: '/moderation' },
];

// One journey per page and language checks both themes: the page switches theme live (page-checks.ts).
for (const page of [...staticPages.map((p) => ({ name: p.key, url: p.url })), ...extraPages]) {
  for (const locale of LOCALES) {
    test(`${page.name} (${locale}) has no serious or critical axe violation in either theme`, async ({ page: browser }) => {
      await startInLightTheme(browser);
      await browser.goto(page.url(locale as 'de' | 'en'));
      await expectAccessibleInBothThemes(browser);
    });
  }
}

/** Who looks at which pages: a member (the author of the seed's first activity, so its edit page opens too) and an admin. */
const signedInPages = [
  ...memberPages.map((p) => ({ ...p, who: 'member', email: 'julia@rudel.test' })),
  ...adminPages.map((p) => ({ ...p, who: 'admin', email: 'admin@rudel.test' })),
];

// Each worker signs each account in once and opens all its pages in that session (the admin's comes
// from the setup project): signing in again per page only repeated the password check.
const sessions = new Map<string, Promise<Cookie[]>>();
function sessionOf(browser: Browser, email: string): Promise<Cookie[]> {
  const session =
    sessions.get(email) ??
    (async () => {
      const context = await browser.newContext({ baseURL: E2E_BASE_URL });
      await loginAs(await context.newPage(), email);
      const cookies = await context.cookies();
      await context.close();
      return cookies;
    })();
  sessions.set(email, session);
  return session;
}

for (const { name, path, who, email } of signedInPages) {
  for (const locale of LOCALES) {
    test(`${name} of ${who === 'admin' ? 'an admin' : 'a member'} (${locale}) has no serious or critical axe violation in either theme`, async ({
      page,
      browser,
    }) => {
      await page.context().addCookies(await sessionOf(browser, email));
      await startInLightTheme(page);
      await page.goto(`${prefix(locale)}${path}`);
      await expectAccessibleInBothThemes(page);
    });
  }
}

test('the cookie notice and the open mobile menu pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto('/');
  await page.clock.runFor(2100);
  await page.locator('[data-menu-toggle]').click();
  await expect(page.locator('[data-cookie-notice]')).toBeVisible();
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
