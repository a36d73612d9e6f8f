import { expect, test, type Page } from '@playwright/test';
import { messages } from './static-pages';

/** Records whether <html> is dark at the moment <body> appears, i.e. before the first paint. */
async function recordDarkAtFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.body) {
        (window as unknown as { darkAtBody: boolean }).darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const darkAtFirstPaint = (page: Page) => page.evaluate(() => (window as unknown as { darkAtBody: boolean }).darkAtBody);

test.describe('theme', () => {
  test('cycles light → dark → system and keeps the choice across reloads without a flash', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordDarkAtFirstPaint(page);
    await page.goto('/about');
    const toggle = page.locator('[data-theme-toggle]');
    await expect(toggle).toHaveAttribute('aria-label', 'Farbschema: System');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-label', 'Farbschema: Hell');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await darkAtFirstPaint(page)).toBe(true);
    await page.goto('/en/help');
    expect(await darkAtFirstPaint(page)).toBe(true);
    await expect(page.locator('[data-theme-toggle]')).toHaveAttribute('aria-label', 'Colour scheme: Dark');
  });

  test('system follows the device, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordDarkAtFirstPaint(page);
    await page.goto('/');
    expect(await darkAtFirstPaint(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test.describe('language switch', () => {
  test('moves to the same page in the other language and remembers the choice', async ({ page, context }) => {
    await page.goto('/help');
    await page.locator('[data-language-switch]').click();
    await expect(page).toHaveURL(/\/en\/help$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page.locator('[data-language-switch]').click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('a first visit with a stored preference is redirected once', async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/en\/terms$/);
    await page.goto('/terms');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('cookie notice', () => {
  test('appears after 2 seconds, once, and never again after confirming', async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto('/');
    const notice = page.locator('[data-cookie-notice]');
    await page.clock.runFor(1900);
    await expect(notice).toBeHidden();
    await page.clock.runFor(200);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(messages.de.cookie_text);
    await expect(notice.getByRole('link', { name: messages.de.cookie_learn_more })).toHaveAttribute('href', '/privacy');
    await notice.getByRole('button', { name: messages.de.cookie_confirm }).click();
    await expect(notice).toBeHidden();

    await page.goto('/en/about');
    await page.clock.runFor(5000);
    await expect(notice).toBeHidden();
  });
});

test.describe('help FAQ', () => {
  test('opens one item at a time and each can be collapsed', async ({ page }) => {
    await page.goto('/help');
    const items = page.locator('[data-faq] details');
    await expect(items).toHaveCount(5);
    await items.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await items.nth(2).locator('summary').click();
    await expect(page.locator('[data-faq] details[open]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: messages.de.help_contact_link })).toHaveAttribute('href', '/contact');
  });
});

test.describe('header', () => {
  const user = { id: 1, username: 'anna', displayName: 'Anna', role: 'user', avatarUrl: null, subscriptionTier: 'free', activitiesCreated: 0 };

  test('shows Login and Register to visitors', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: messages.de.nav_login })).toBeVisible();
    await expect(banner.getByRole('link', { name: messages.de.nav_register })).toBeVisible();
    await expect(banner.getByRole('link', { name: messages.de.nav_admin })).toBeHidden();
  });

  test('shows the user menu to members and the Admin entries only to admins', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('currentUser', JSON.stringify(stored)), user);
    await page.reload();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: messages.de.nav_login })).toBeHidden();
    await banner.getByRole('button', { name: messages.de.user_menu_label }).click();
    await expect(page.locator('#user-menu').getByRole('link', { name: messages.de.user_menu_profile })).toBeVisible();
    await expect(page.locator('#user-menu').getByRole('button', { name: messages.de.user_menu_logout })).toBeVisible();
    await expect(page.locator('#user-menu').getByRole('link', { name: messages.de.user_menu_admin })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(page.locator('#user-menu').getByRole('link', { name: messages.de.user_menu_profile })).toBeHidden();

    await page.evaluate((stored) => localStorage.setItem('currentUser', JSON.stringify({ ...stored, role: 'admin' })), user);
    await page.reload();
    await expect(banner.getByRole('link', { name: messages.de.nav_admin })).toBeVisible();
  });

  test('logout clears the stored user and goes home', async ({ page }) => {
    await page.addInitScript((stored) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('currentUser', JSON.stringify(stored));
        sessionStorage.setItem('seeded', '1');
      }
    }, user);
    await page.goto('/en/help');
    await page.getByRole('button', { name: messages.en.user_menu_label }).click();
    await page.locator('#user-menu').getByRole('button', { name: messages.en.user_menu_logout }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: messages.en.nav_login })).toBeVisible();
  });

  for (const failure of ['a server error', 'no connection'] as const) {
    test(`a logout that fails with ${failure} keeps the stored user and says so`, async ({ page }) => {
      await page.route('**/api/logout', (route) => (failure === 'a server error' ? route.fulfill({ status: 500 }) : route.abort('internetdisconnected')));
      await page.goto('/help');
      await page.evaluate((stored) => localStorage.setItem('currentUser', JSON.stringify(stored)), user);
      await page.reload();
      await page.getByRole('button', { name: messages.de.user_menu_label }).click();
      const menu = page.locator('#user-menu');
      await menu.getByRole('button', { name: messages.de.user_menu_logout, exact: true }).click();
      await expect(menu.getByRole('alert')).toHaveText(messages.de.user_menu_logout_failed);
      await expect(page).toHaveURL(/\/help$/);
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).not.toBeNull();
      await expect(page.locator('html')).toHaveClass(/has-user/);
    });
  }

  test('collapses into a menu below the md breakpoint', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: messages.en.nav_label });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: messages.en.nav_menu_open });
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: messages.en.nav_activities })).toBeVisible();
    await expect(page.getByRole('button', { name: messages.en.nav_menu_close })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });

  test('falls back to a letter when the logo cannot load', async ({ page }) => {
    await page.route('**/logo.svg', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('[data-logo-fallback]')).toBeVisible();
    await expect(page.locator('[data-logo-fallback]')).toHaveText('R');
  });
});
