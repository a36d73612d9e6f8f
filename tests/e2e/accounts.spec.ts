import { expect, test } from '@playwright/test';
import { fromOwnAddress, hydrated, latestMailLink, loginAs, registerVerified, uniqueEmail } from './fixtures';
import { LOCALES, messages } from './static-pages';

const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');

for (const locale of LOCALES) {
  const t = messages[locale];
  test(`register → verify → login → disclaimer → edit profile → change password → logout (${locale})`, async ({ page }) => {
    const email = uniqueEmail(`journey-${locale}`);
    const username = `hund_${Date.now().toString(36)}`;
    await test.step('register, with the password rule shown first', async () => {
      await fromOwnAddress(page);
      await page.goto(`${prefix(locale)}/register`);
      await hydrated(page);
      await page.getByLabel(t.field_first_name).fill('Lotte');
      await page.getByLabel(t.field_last_name).fill('Krause');
      await page.getByLabel(t.field_username).fill(username);
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill('kurz');
      await page.getByRole('button', { name: t.register_submit }).click();
      await expect(page.getByText(t.validation_password_min)).toBeVisible();
      await page.getByLabel(t.field_password, { exact: true }).fill('Spazier1Gang');
      await page.getByRole('button', { name: t.register_submit }).click();
      await expect(page.getByRole('heading', { name: t.register_check_email_title })).toBeVisible();
    });

    await test.step('verify the email address by its link, which signs in and leads to the setup', async () => {
      await page.goto(await latestMailLink(page.request, email));
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/welcome$`));
      await expect(page.getByRole('heading', { name: t.first_run_title })).toBeVisible();
      // The next step signs in again with the password, on a browser that forgot this session.
      await page.context().clearCookies();
    });

    await test.step('log in', async () => {
      await page.goto(`${prefix(locale)}/login`);
      await hydrated(page);
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill('Spazier1Gang');
      await page.getByRole('button', { name: t.login_submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/today$`));
      await hydrated(page);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? 'null')?.username)).toBe(username);
    });

    await test.step('accept the disclaimer, which Escape does not dismiss', async () => {
      const dialog = page.getByRole('dialog', { name: t.disclaimer_title });
      await expect(dialog).toBeVisible();
      const accept = dialog.getByRole('button', { name: t.disclaimer_accept });
      await expect(accept).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t.disclaimer_checkbox).check();
      await accept.click();
      await expect(dialog).toBeHidden();
    });

    await test.step('edit the profile', async () => {
      await page.goto(`${prefix(locale)}/profile`);
      await hydrated(page);
      await page.getByRole('button', { name: t.profile_edit }).click();
      await page.getByLabel(t.field_display_name).fill('ab');
      await page.getByRole('button', { name: t.profile_save, exact: true }).click();
      await expect(page.getByText(t.validation_display_name_min)).toBeVisible();
      await page.getByLabel(t.field_display_name).fill('Lotte & Bruno');
      await page.getByLabel(t.field_bio).fill('Zwei Dackel, viel Nasenarbeit.');
      await page.getByRole('button', { name: t.profile_save, exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Lotte & Bruno' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: t.profile_updated })).toBeVisible();
    });

    await test.step('change the password', async () => {
      await page.getByRole('button', { name: t.profile_password_open }).click();
      await page.getByLabel(t.field_current_password, { exact: true }).fill('Spazier1Gang');
      await page.getByLabel(t.field_new_password, { exact: true }).fill('NeuerWeg22');
      await page.getByLabel(t.field_confirm_password, { exact: true }).fill('NeuerWeg23');
      await page.getByRole('button', { name: t.profile_password_submit }).click();
      await expect(page.getByText(t.validation_passwords_mismatch)).toBeVisible();
      await page.getByLabel(t.field_confirm_password, { exact: true }).fill('NeuerWeg22');
      await page.getByRole('button', { name: t.profile_password_submit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.profile_password_changed })).toBeVisible();
    });

    await test.step('log out, after which the profile asks for a login', async () => {
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('heading', { name: 'Lotte & Bruno' })).toBeVisible();
      await page.getByRole('button', { name: t.user_menu_label }).click();
      await page.locator('#user-menu').getByRole('button', { name: t.user_menu_logout }).click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'de' ? '/' : '/en'}$`));
      expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
      await page.goto(`${prefix(locale)}/profile`);
      await expect(page.getByRole('heading', { name: t.login_required_title })).toBeVisible();
    });
  });

  test(`forgot password → reset → login with the new password (${locale})`, async ({ page, request }) => {
    const email = await registerVerified(request, `reset-${locale}`, 'Anfang123', locale);

    await test.step('ask for a reset link', async () => {
      await page.goto(`${prefix(locale)}/login`);
      await hydrated(page);
      await page.getByRole('button', { name: t.login_forgot_link }).click();
      await page.getByRole('button', { name: t.forgot_submit }).click();
      await expect(page.getByText(t.validation_email_required)).toBeVisible();
      await page.getByLabel(t.field_email).fill(email);
      await page.getByRole('button', { name: t.forgot_submit }).click();
      await expect(page.getByText(t.forgot_sent)).toBeVisible();
    });

    await test.step('set a new password through the link', async () => {
      const link = await latestMailLink(request, email, '/reset-password/');
      expect(link.startsWith(`${prefix(locale)}/reset-password/`)).toBe(true);
      const response = await page.goto(link);
      expect(await response?.headerValue('referrer-policy')).toBe('no-referrer');
      await hydrated(page);
      await page.getByLabel(t.field_new_password, { exact: true }).fill('Zweiter2Anlauf');
      await page.getByRole('button', { name: t.password_show }).first().click();
      await expect(page.getByLabel(t.field_new_password, { exact: true })).toHaveAttribute('type', 'text');
      await page.getByLabel(t.field_confirm_password, { exact: true }).fill('Zweiter2Anlauf');
      await page.getByRole('button', { name: t.reset_submit }).click();
      await expect(page.getByText(t.reset_success)).toBeVisible();
    });

    await test.step('the old password is refused, the new one signs in', async () => {
      await page.goto(`${prefix(locale)}/login`);
      await hydrated(page);
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill('Anfang123');
      await page.getByRole('button', { name: t.login_submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.login_invalid })).toBeVisible();
      await page.getByLabel(t.field_password, { exact: true }).fill('Zweiter2Anlauf');
      await page.getByRole('button', { name: t.login_submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/today$`));
    });
  });
}

test('an invalid verification link shows the error view with login and register links', async ({ browser }) => {
  // Nobody is known behind an invalid link, so the browser's language decides.
  const page = await browser.newPage({ locale: 'de-DE' });
  await page.goto('/api/verify-email/not-a-real-token');
  await expect(page).toHaveURL(/\/email-verified\?error=invalid$/);
  await expect(page.getByRole('heading', { name: messages.de.verified_error_title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: messages.de.nav_register })).toHaveAttribute('href', '/register');
});

test('a seeded member sees their profile with statistics', async ({ page }) => {
  await loginAs(page, 'lena@rudel.test');
  await page.goto('/profil');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'lena_yearly' })).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.de.stats_title })).toBeVisible();
  await expect(page.getByText(messages.de.profile_subscription_premium).first()).toBeVisible();
});
