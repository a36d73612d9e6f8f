/**
 * A member's navigation (docs/product-rules.md §2, "On every page"): the header leads to Heute, the
 * footer keeps the marketing home, and below the md breakpoint a tab bar of plain links stands at
 * the bottom with nothing hidden behind it. Locked likes say why before the tap; login and
 * registration errors stand at their form, and the login warns before the lock.
 */
import { expect, test, type Locator } from '@playwright/test';
import { fromOwnAddress, hydrated, newMember, rememberSignedIn, signInAs, uniqueEmail } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';
import { countPattern } from './plural';

const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The element a click at the middle of its box would reach is the element itself (nothing lies over it). */
async function expectNotCovered(locator: Locator): Promise<void> {
  const reached = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(reached).toBe(true);
}

for (const locale of LOCALES) {
  const t = messages[locale];
  const p = prefix(locale);

  test(`${locale}: a member's header leads to Heute, the footer keeps the home page, visitors keep theirs`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${p}/about`);
    const nav = page.getByRole('navigation', { name: t.nav_label });
    // A visitor: the marketing home first, no tab bar.
    await expect(nav.getByRole('link').first()).toHaveText(t.nav_home);
    await expect(nav.getByRole('link', { name: t.nav_today })).toBeHidden();
    await expect(page.getByRole('navigation', { name: t.nav_tabs_label })).toBeHidden();

    await signInAs(page, 'ben@rudel.test');
    // A static page and a page rendered on demand alike.
    for (const path of ['/about', '/activities']) {
      await page.goto(`${p}${path}`);
      await expect(nav.getByRole('link').first()).toHaveText(t.nav_today);
      await expect(nav.getByRole('link').first()).toHaveAttribute('href', `${p}/today`);
      await expect(nav.getByRole('link', { name: t.nav_home, exact: true })).toBeHidden();
      for (const other of [t.nav_activities, t.nav_community, t.nav_about, t.nav_premium]) await expect(nav.getByRole('link', { name: other })).toBeVisible();
      const logo = page.getByRole('banner').getByRole('link', { name: t.app_name, exact: true });
      await expect(logo).toHaveCount(1);
      await expect(logo).toHaveAttribute('href', `${p}/today`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: t.footer_link_home })).toHaveAttribute('href', p || '/');
      // At desktop width there is no tab bar.
      await expect(page.getByRole('navigation', { name: t.nav_tabs_label })).toBeHidden();
    }
  });

  test(`${locale}: on a phone a member has the tab bar, with the current page marked and nothing hidden behind it`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await startInLightTheme(page);
    await signInAs(page, 'ben@rudel.test');
    await page.goto(`${p}/activities`);
    const tabs = page.getByRole('navigation', { name: t.nav_tabs_label });
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link')).toHaveText([t.nav_today, t.nav_training, t.nav_activities, t.nav_community, t.user_menu_profile]);
    await expect(tabs.getByRole('link', { name: t.nav_activities })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.locator('[aria-current]')).toHaveCount(1);
    for (const link of await tabs.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(48);
      expect(box?.width).toBeGreaterThanOrEqual(48);
    }
    // The bar stands at the bottom of the viewport.
    const bar = await tabs.boundingBox();
    expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(PHONE.height);
    await expectNoSidewaysScroll(page);

    // Scrolled to the end, the footer's last link stands above the bar and takes the click.
    const lastFooterLink = page.getByRole('contentinfo').getByRole('link').last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBox = await lastFooterLink.boundingBox();
    expect((footerBox?.y ?? 0) + (footerBox?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await expectNotCovered(lastFooterLink);
    const terms = page.getByRole('contentinfo').getByRole('link', { name: t.footer_link_terms });
    await expectNotCovered(terms);
    await terms.click();
    await expect(page).toHaveURL(new RegExp(`${p}/terms$`));
    await page.goBack();

    // Keyboard: the tabs follow the page in the tab order and are followed with Enter.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(tabs.getByRole('link', { name: t.nav_today })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    await expect(tabs.getByRole('link', { name: t.nav_community })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${p}/community$`));
    await expect(tabs.getByRole('link', { name: t.nav_community })).toHaveAttribute('aria-current', 'page');
    // A page inside a tab's section marks that tab as the current section.
    await page.goto(`${p}/community/qa`);
    await expect(tabs.getByRole('link', { name: t.nav_community })).toHaveAttribute('aria-current', 'true');

    await expectAccessibleInBothThemes(page, { selector: '[data-tab-bar]' });
  });

  test(`${locale}: the tab bar keeps the cookie notice and a long list clear, and visitors have none`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${p}/help`);
    await expect(page.getByRole('navigation', { name: t.nav_tabs_label })).toBeHidden();
    await signInAs(page, 'ben@rudel.test');
    await page.goto(`${p}/help`);
    const tabs = page.getByRole('navigation', { name: t.nav_tabs_label });
    await expect(tabs).toBeVisible();
    const bar = await tabs.boundingBox();
    // The cookie notice shows after 2 s, above the bar, its button clickable.
    const notice = page.locator('[data-cookie-notice]');
    await expect(notice).toBeVisible({ timeout: 5000 });
    const noticeBox = await notice.boundingBox();
    expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await notice.getByRole('button', { name: t.cookie_confirm }).click();
    await expect(notice).toBeHidden();

    // The last card of a long list scrolls above the bar and takes the click.
    await page.goto(`${p}/activities`);
    await hydrated(page);
    const last = page.locator('main a[href*="/activities/"]').last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await last.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
  });

  test(`${locale}: a member without an own activity sees likes locked with why, before any tap`, async ({ page }) => {
    test.setTimeout(120_000);
    await newMember(page, locale);
    await rememberSignedIn(page);
    await startInLightTheme(page);
    for (const path of ['/community', '/community/qa', '/community/posts/1', '/activities/1']) {
      await page.goto(`${p}${path}`);
      await hydrated(page);
      const note = page.locator('#community-unlock');
      await expect(note).toContainText(t.comment_locked);
      await expect(note.getByRole('link', { name: t.comment_unlock_link })).toHaveAttribute('href', `${p}/activities/create`);
      const locked = page.getByRole('link', { name: t.post_like_locked }).first();
      await expect(locked).toBeVisible();
      await expect(locked).toHaveAttribute('href', `${p}/activities/create`);
      await expect(locked).toHaveAttribute('aria-describedby', 'community-unlock');
      await expect(page.getByRole('button', { name: countPattern(t.post_likes, `${t.post_like}: `) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.activity_like, exact: true })).toHaveCount(0);
    }
    await page.goto(`${p}/community`);
    await expectAccessibleInBothThemes(page);
    // The rule stays in the API: the like is refused all the same.
    const refused = await page.request.post('/api/posts/1/like', { data: {}, headers: { origin: E2E_BASE_URL } });
    expect(refused.status()).toBe(403);
  });

  test(`${locale}: a wrong password is said at the form, and from the third failure the attempts left`, async ({ browser }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'cf-connecting-ip': `198.51.100.${locale === 'de' ? 21 : 22}` } });
    const page = await context.newPage();
    await startInLightTheme(page);
    await page.setViewportSize(PHONE);
    await page.goto(`${p}/login`);
    await hydrated(page);
    const form = page.locator('main form');
    const email = uniqueEmail(`lock-${locale}`);
    await page.getByLabel(t.field_email).fill(email);
    const attempt = async () => {
      await page.getByLabel(t.field_password, { exact: true }).fill('Falsch-Passwort-1');
      await page.getByRole('button', { name: t.login_submit }).click();
    };
    await attempt();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(t.login_failed_title);
    await expect(alert).toContainText(t.login_invalid);
    await expect(alert).not.toContainText(locale === 'de' ? 'Versuch' : 'attempt');
    // No toast far from the form.
    await expect(page.locator('[data-toasts]')).not.toContainText(t.login_invalid);
    await attempt();
    await expect(alert).not.toContainText(locale === 'de' ? 'Noch' : 'attempts left');
    await attempt();
    await expect(alert).toContainText(locale === 'de' ? 'Noch 2 Versuche' : '2 attempts left', { timeout: 15_000 });
    await attempt();
    await expect(alert).toContainText(locale === 'de' ? 'Noch 1 Versuch,' : '1 attempt left');
    await expectAccessibleInBothThemes(page, { selector: 'main' });
    // The theme check reloaded the page: the count stays with the server.
    await page.getByLabel(t.field_email).fill(email);
    await attempt();
    await attempt();
    await expect(alert).toContainText(t.login_locked, { timeout: 15_000 });

    // A field's problem stands at the field, and the field gets the focus.
    await page.getByLabel(t.field_email).fill('kein-at');
    await page.getByRole('button', { name: t.login_submit }).click();
    await expect(page.getByLabel(t.field_email)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(t.field_email)).toBeFocused();
    await context.close();
  });

  test(`${locale}: a taken email at registration is said at its field`, async ({ page }) => {
    await fromOwnAddress(page);
    await page.goto(`${p}/register`);
    await hydrated(page);
    await page.getByLabel(t.field_first_name).fill('Lotte');
    await page.getByLabel(t.field_last_name).fill('Krause');
    await page.getByLabel(t.field_username).fill(`taken_${locale}_${Date.now().toString(36)}`);
    await page.getByLabel(t.field_email).fill('ben@rudel.test');
    await page.getByLabel(t.field_password, { exact: true }).fill('Ganz-Neu-2026');
    await page.getByRole('button', { name: t.register_submit }).click();
    const field = page.getByLabel(t.field_email);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(t.register_email_taken);
    await expect(page.locator('[data-toasts]')).not.toContainText(t.register_email_taken);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'cf-connecting-ip': '198.51.100.30' } });

  test('the login page says the attempts left from the third failure', async ({ page }) => {
    const t = messages.en;
    const email = uniqueEmail('nojs-lock');
    for (let i = 0; i < 3; i += 1) {
      await page.goto('/en/login');
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill('Falsch-Passwort-1');
      await page.getByRole('button', { name: t.login_submit }).click();
    }
    const alert = page.locator('main form').getByRole('alert');
    await expect(alert).toContainText(t.login_invalid);
    await expect(alert).toContainText('2 attempts left before sign-in is locked for 15 minutes.');
  });
});
