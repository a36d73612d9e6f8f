import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { LOCALES, messages } from './static-pages';

// Signing out offline (docs/decisions/031-offline-field-app.md): the session cookie is HttpOnly, so
// only the server can end it. Offline, the user menu says so and offers to sign out once the device
// is back online; the service worker forgets the member's kept pages at once, serves none of them
// while it waits, and sends the sign-out when the connection returns. Only then is the stored user
// cleared.
test.use({ serviceWorkers: 'allow' });

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
const MEMBER_PAGES = 'rudel-member-pages';
const patience = { timeout: 15_000 };

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const cached = (page: Page, url: string) =>
  page.evaluate(async ([name, key]) => (await (await caches.open(name)).match(key)) !== undefined, [MEMBER_PAGES, url] as const);

const storedUser = (page: Page) => page.evaluate(() => localStorage.getItem('currentUser'));

/** The session cookie as a header, to ask the API with it from outside the browser. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
}

/** Whether a request with `cookie` is signed in, asked from outside the browser (which may be offline). */
const signedInWith = async (request: APIRequestContext, cookie: string) => (await request.get('/api/current-user', { headers: { cookie } })).status();

/**
 * A new member, signed in and known to the header (as the login form leaves them), on the training
 * page, which the service worker has kept for the field.
 */
async function memberWithKeptTrainingPage(page: Page, locale: 'de' | 'en'): Promise<string> {
  await newMember(page, locale);
  const training = `${prefix(locale)}/training`;
  await page.goto(training);
  await controlled(page);
  await page.evaluate(async () => localStorage.setItem('currentUser', JSON.stringify(await (await fetch('/api/current-user')).json())));
  // This visit passes through the worker, which keeps the training page.
  await page.reload();
  await expect.poll(() => cached(page, training), patience).toBe(true);
  return training;
}

const userMenu = (page: Page) => page.locator('#user-menu');

async function openUserMenu(page: Page, locale: 'de' | 'en'): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: messages[locale].user_menu_label }).click();
  return userMenu(page);
}

for (const locale of LOCALES) {
  test(`${locale}: offline, logging out waits for the connection, forgets the kept pages at once, and ends the session once back online`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    const training = await memberWithKeptTrainingPage(page, locale);
    const cookie = await sessionCookie(context);
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: t.user_menu_label });

    await context.setOffline(true);

    await test.step('the menu says that logging out needs a connection, before anything is tapped', async () => {
      await page.goto(training);
      const menu = await openUserMenu(page, locale);
      await expect(menu.getByText(t.user_menu_logout_offline)).toBeVisible();
      await expect(menu.getByRole('button', { name: t.user_menu_logout, exact: true })).toBeHidden();
      await expect(menu.getByRole('button', { name: t.user_menu_logout_later })).toHaveAccessibleDescription(t.user_menu_logout_offline);
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, { selector: '#user-menu', prepare: async () => void (await openUserMenu(page, locale)) });
    });

    await test.step('by keyboard, the member asks to be logged out once back online: still signed in, kept pages gone', async () => {
      await page.reload();
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const later = userMenu(page).getByRole('button', { name: t.user_menu_logout_later });
      for (let presses = 0; presses < 10 && !(await later.evaluate((button) => button === document.activeElement)); presses++) await page.keyboard.press('Tab');
      await expect(later).toBeFocused();
      await page.keyboard.press('Enter');
      const pending = userMenu(page).getByRole('status');
      await expect(pending).toHaveText(t.user_menu_logout_pending);
      await expect(pending).toBeFocused();
      await expectNoSidewaysScroll(page);
      // Nothing claims to be logged out: the header still shows the member and the server still knows the session.
      await expect(menuButton).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/has-user/);
      expect(await storedUser(page)).not.toBeNull();
      expect(await signedInWith(request, cookie)).toBe(200);
      await expect.poll(() => cached(page, training)).toBe(false);
    });

    await test.step('meanwhile no member page comes from the worker’s cache', async () => {
      await page.goto(training);
      await expect(page.getByRole('heading', { level: 1, name: t.offline_title })).toBeVisible();
      await page.goto(`${prefix(locale)}/about`);
      expect(await cached(page, training)).toBe(false);
    });

    await test.step('back online, the next page the worker sees ends the session, and that page shows a visitor', async () => {
      await context.setOffline(false);
      await page.goto(`${prefix(locale)}/help`);
      await expect.poll(() => signedInWith(request, cookie), patience).toBe(401);
      await expect(menuButton).toBeHidden(patience);
      expect(await storedUser(page)).toBeNull();
      await page.reload();
      await expect(menuButton).toBeHidden();
    });
  });
}

test('a page left open while offline ends the session as soon as the connection is back, and shows a visitor', async ({ page, context, request }) => {
  const t = messages.en;
  await memberWithKeptTrainingPage(page, 'en');
  const cookie = await sessionCookie(context);
  await context.setOffline(true);
  await page.reload();
  const menu = await openUserMenu(page, 'en');
  await menu.getByRole('button', { name: t.user_menu_logout_later }).click();
  await expect(menu.getByRole('status')).toHaveText(t.user_menu_logout_pending);

  await context.setOffline(false);
  await expect(page.getByRole('banner').getByRole('link', { name: t.nav_login })).toBeVisible(patience);
  expect(await storedUser(page)).toBeNull();
  expect(await signedInWith(request, cookie)).toBe(401);
});

test('online, logging out ends the session at once and goes home', async ({ page, context, request }) => {
  const t = messages.de;
  await memberWithKeptTrainingPage(page, 'de');
  const cookie = await sessionCookie(context);
  const menu = await openUserMenu(page, 'de');
  await expect(menu.getByText(t.user_menu_logout_offline)).toBeHidden();
  await menu.getByRole('button', { name: t.user_menu_logout, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: t.nav_login })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
  expect(await signedInWith(request, cookie)).toBe(401);
});
