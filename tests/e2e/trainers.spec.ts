/**
 * Becoming a trainer (docs/decisions/045-trainer-applications.md): a member applies from the
 * profile, an admin approves on /admin/trainers, and the profile then says so. Both pages are plain
 * forms, so nothing here waits for an island.
 */
import { expect, test } from '@playwright/test';
import { newMember, staffSession } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

for (const locale of LOCALES) {
  test(`${locale}: a member applies from the profile, an admin approves, and the profile shows it`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = messages[locale];
    const school = `Hundeschule Pfote ${locale} ${Date.now().toString(36)}`;
    await startInLightTheme(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);
    await page.goto(`${prefix(locale)}/profile#trainer`);
    const section = page.getByRole('region', { name: t.trainer_profile_title });

    await test.step('a bad website is refused at its field, and what was typed stays', async () => {
      await expect(section).toContainText(t.trainer_profile_intro);
      await section.getByLabel(t.trainer_profile_school_label).fill(school);
      await section.getByLabel(t.trainer_profile_qualification_label).fill('Erlaubnis nach §11 TierSchG, Veterinäramt Bremen, 2022.');
      await section.getByLabel(t.trainer_profile_website_label).fill('ftp://pfote.example');
      await section.getByRole('button', { name: t.trainer_profile_submit }).click();
      const website = page.getByRole('region', { name: t.trainer_profile_title }).getByLabel(t.trainer_profile_website_label);
      await expect(website).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#trainer-website-error')).toHaveText(t.trainer_application_website_invalid);
      await expect(page.getByLabel(t.trainer_profile_school_label)).toHaveValue(school);
      await expectNoSidewaysScroll(page);
      await screenshotsInBothThemes(page, `profile-trainer-error-${locale}`);
    });

    await test.step('the application is sent and waits for a decision', async () => {
      await page.getByLabel(t.trainer_profile_website_label).fill('https://pfote.example');
      await page.getByRole('button', { name: t.trainer_profile_submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile#trainer$`));
      await expect(section).toContainText(t.trainer_status_pending);
      await expect(section).toContainText(school);
      await expect(section.getByRole('button', { name: t.trainer_profile_submit })).toHaveCount(0);
      await expectAccessibleInBothThemes(page, { selector: '#trainer' });
      await screenshotsInBothThemes(page, `profile-trainer-pending-${locale}`);
    });

    await test.step('an admin approves it on the applications page', async () => {
      const admin = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: staffSession('admin@rudel.test') });
      const adminPage = await admin.newPage();
      await startInLightTheme(adminPage);
      await adminPage.setViewportSize({ width: 390, height: 844 });
      await adminPage.goto(`${prefix(locale)}/admin/users`);
      await adminPage.getByRole('link', { name: t.trainer_admin_title }).click();
      await expect(adminPage.getByRole('heading', { level: 1, name: t.trainer_admin_title })).toBeVisible();
      const card = adminPage.getByRole('listitem').filter({ has: adminPage.getByRole('heading', { name: school }) });
      await expect(card).toContainText(t.trainer_status_pending);
      await expect(card.getByRole('link', { name: 'https://pfote.example' })).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
      await expectNoSidewaysScroll(adminPage);
      await expectAccessibleInBothThemes(adminPage);
      await screenshotsInBothThemes(adminPage, `admin-trainers-${locale}`);
      // Keyboard: the approve button is reached with Tab and pressed with Enter.
      const approve = card.getByRole('button', { name: t.trainer_admin_approve });
      await approve.focus();
      await adminPage.keyboard.press('Enter');
      await expect(adminPage).toHaveURL(/\/admin\/trainers#trainer-application-\d+$/);
      await expect(card).toContainText(t.trainer_status_approved);
      await expect(card.getByRole('button', { name: t.trainer_admin_withdraw })).toBeVisible();
      await adminPage.goto(`${prefix(locale)}/admin/audit`);
      await expect(adminPage.getByRole('cell', { name: t.audit_action_trainer_application_approved }).first()).toBeVisible();
      await admin.close();
    });

    await test.step("the member's profile shows the approval", async () => {
      // The member's page is still at /profile#trainer: going there again would only scroll, not load.
      await page.reload();
      await expect(section).toContainText(t.trainer_status_approved);
      await expect(section).toContainText(t.trainer_profile_approved);
      await expect(section.getByRole('button', { name: t.trainer_profile_submit })).toHaveCount(0);
      await screenshotsInBothThemes(page, `profile-trainer-approved-${locale}`);
    });
  });
}

test('a professional member carries the trainer badge on their member page', async ({ page }) => {
  await newMember(page, 'en');
  await page.goto('/en/members/trainerin_julia');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(messages.en.trainer_badge);
});

test('a member who is no admin is refused the applications page', async ({ page }) => {
  await newMember(page, 'de');
  const response = await page.goto('/admin/trainers');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: messages.de.admin_forbidden_title })).toBeVisible();
});
