/** Signs the demo admin and moderator in once, with password and TOTP code, for every journey (see staff-sessions.ts). */
import { expect, test as setup } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_TOTP_SECRET } from '~/server/db/seed/demo-users';
import { DEMO_PASSWORD, hydrated } from './fixtures';
import { STAFF_ACCOUNTS, staffStatePath } from './staff-sessions';
import { messages } from './static-pages';

const t = messages.de;

for (const email of STAFF_ACCOUNTS) {
  setup(`sign in ${email} with password and code`, async ({ page }) => {
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel(t.field_email).fill(email);
    await page.getByLabel(t.field_password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t.login_submit }).click();
    // The password check is slow by design (PBKDF2); on a busy machine it takes longer than 5 s.
    await expect(page.getByRole('heading', { name: t.two_factor_login_title })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(t.field_two_factor_code).fill(new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET) }).generate());
    await page.getByRole('button', { name: t.login_submit }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
    await page.context().storageState({ path: staffStatePath(email) });
  });
}
