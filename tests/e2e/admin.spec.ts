import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { hydrated, latestMailLink, loginAs, registerVerified, uniqueEmail } from './fixtures';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';

for (const [locale, prefix] of [
  ['de', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: an admin searches, creates, edits, resets and deletes a user`, async ({ page }) => {
    const t = messages[locale];
    const email = uniqueEmail(`admin-${locale}`);
    const name = `Greta ${Date.now().toString(36)}`;
    await loginAs(page, 'admin@rudel.test');
    await page.goto(`${prefix}/admin`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/users$`));
    await hydrated(page);

    await page.getByRole('button', { name: t.admin_create }).click();
    const dialog = page.getByRole('dialog', { name: t.admin_dialog_create });
    await dialog.getByLabel(t.field_display_name).fill('Jo');
    await dialog.getByLabel(t.field_email, { exact: true }).fill(email);
    await dialog.getByRole('button', { name: t.admin_save }).click();
    await expect(dialog.getByText(t.validation_display_name_min)).toBeVisible();
    await dialog.getByLabel(t.field_display_name).fill(name);
    await dialog.getByLabel(t.admin_field_verified).check();
    await dialog.getByRole('button', { name: t.admin_save }).click();
    await expect(page.getByText(t.admin_created)).toBeVisible();
    expect(await latestMailLink(page.request, email)).toContain('/login');

    await page.getByLabel(t.admin_search_label).fill(name);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2);

    await row.getByRole('button', { name: `${t.admin_edit}: ${name}` }).click();
    const edit = page.getByRole('dialog', { name: t.admin_dialog_edit });
    await edit.getByLabel(t.admin_field_role).selectOption('moderator');
    await edit.getByRole('button', { name: t.admin_save }).click();
    await expect(page.getByText(t.admin_updated)).toBeVisible();
    await expect(row).toContainText(t.admin_role_moderator);

    await row.getByRole('button', { name: `${t.admin_reset_password}: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.admin_reset_password }).click();
    await expect(page.getByText(t.admin_password_reset_done)).toBeVisible();

    await row.getByRole('button', { name: `${t.admin_delete}: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.admin_delete }).click();
    await expect(page.getByText(t.admin_deleted)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  });
}

test('an admin removes the second factor of a member who lost their device, after a confirmation', async ({ page, browser }) => {
  const t = messages.de;
  const password = 'Geraet-Weg-3';
  const headers = { origin: E2E_BASE_URL };
  const memberContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const member = await memberContext.newPage();
  const email = await registerVerified(member.request, 'lost-device', password);
  await loginAs(member, email, password);
  const started = await member.request.post('/api/two-factor/enroll', { data: { password }, headers });
  const { secret } = (await started.json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await member.request.post('/api/two-factor/confirm', { data: { password, code }, headers })).status()).toBe(200);
  await memberContext.close();

  await loginAs(page, 'admin@rudel.test');
  await page.goto('/admin/users');
  await hydrated(page);
  // The new member is also on the first page: the search's own answer must land before the edit, or it
  // would put back the row as it was when the search began.
  const searched = page.waitForResponse((response) => response.url().includes('/api/admin/users?') && response.url().includes('lost-device'));
  await page.getByLabel(t.admin_search_label).fill(email);
  await searched;
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const editButton = row.getByRole('button', { name: new RegExp(`^${t.admin_edit}: `) });
  await editButton.click();
  const edit = page.getByRole('dialog', { name: t.admin_dialog_edit });
  await expect(edit.getByText(t.admin_two_factor_on)).toBeVisible();
  await edit.getByRole('button', { name: t.admin_remove_two_factor }).click();
  const confirm = page.getByRole('dialog', { name: t.admin_remove_two_factor });
  await confirm.getByRole('button', { name: t.admin_remove_two_factor }).click();
  await expect(page.getByText(t.admin_two_factor_removed)).toBeVisible();
  expect(await latestMailLink(page.request, email, '/reset-password/')).toContain('/reset-password/');

  await editButton.click();
  await expect(edit.getByRole('button', { name: t.admin_remove_two_factor })).toHaveCount(0);
});

test('members see that the page is for admins only', async ({ page }) => {
  await loginAs(page, 'lena@rudel.test');
  const response = await page.goto('/admin/users');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: messages.de.admin_forbidden_title })).toBeVisible();
});
