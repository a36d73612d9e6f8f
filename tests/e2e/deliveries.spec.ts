/**
 * Delivery through the Queue (docs/decisions/040-delivery-queue.md), as `wrangler dev` runs it: an
 * email that fails every try becomes a dead letter, which an admin sees and sends again once the
 * cause is fixed, and the email arrives, once.
 */
import { expect, test } from '@playwright/test';
import { latestMailLink, registerVerified, staffSession } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const headers = { origin: E2E_BASE_URL };

for (const locale of LOCALES) {
  test(`${locale}: an email that failed every try waits for an admin, who sends it again once the mailbox takes it`, async ({ page, browser }) => {
    // Five tries, 1 s × 2^try apart in development (scripts/dev-vars.mjs): about fifteen seconds to the dead letter.
    test.setTimeout(120_000);
    const t = messages[locale];
    const prefix = locale === 'de' ? '' : '/en';
    const email = await registerVerified(page.request, `verloren-${locale}`, 'Spazier1Gang', locale);
    const failures = (times: number | 'always') => page.request.post('/__dev/mail/failures', { data: { email, times }, headers });
    expect((await failures('always')).status()).toBe(204);
    const asked = await page.request.post('/api/forgot-password', {
      data: { email },
      headers: { ...headers, 'x-rudel-locale': locale, 'cf-connecting-ip': locale === 'de' ? '198.51.100.40' : '198.51.100.41' },
    });
    expect(asked.status()).toBe(200);

    const admin = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: staffSession('admin@rudel.test') });
    const adminPage = await admin.newPage();
    await adminPage.setViewportSize({ width: 390, height: 844 });
    const letter = adminPage.getByRole('listitem').filter({ hasText: email });
    await expect(async () => {
      await adminPage.goto(`${prefix}/admin/deliveries`);
      await expect(letter).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await expect(adminPage.getByRole('heading', { level: 1, name: t.deliveries_title })).toBeVisible();
    await expect(letter).toContainText(t.deliveries_kind_mail);
    await expect(letter.getByText('5', { exact: true })).toBeVisible();
    await expect(letter).toContainText('told to fail');
    await expectNoSidewaysScroll(adminPage);
    await expectAccessibleInBothThemes(adminPage);

    // The cause is fixed: sent again from the page, the letter leaves the list and the email arrives once.
    expect((await failures(0)).status()).toBe(204);
    await letter.getByRole('button', { name: t.deliveries_retry }).click();
    await expect(adminPage).toHaveURL(new RegExp(`${prefix}/admin/deliveries#dead-letters$`));
    await expect(letter).toHaveCount(0);
    // The verification email, and the reset email once.
    const mailbox = async () => (await (await page.request.get(`/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as unknown[];
    await expect.poll(mailbox, { timeout: 10_000 }).toHaveLength(2);
    expect(await latestMailLink(page.request, email, '/reset-password/')).toContain('/reset-password/');
    await adminPage.waitForTimeout(2_000);
    expect(await mailbox()).toHaveLength(2);

    await adminPage.goto(`${prefix}/admin/audit`);
    await expect(adminPage.getByRole('cell', { name: t.audit_action_delivery_retried }).first()).toBeVisible();
    await admin.close();
  });
}

test('a member who is no admin is refused the page', async ({ page }) => {
  const email = await registerVerified(page.request, 'neugierig', 'Spazier1Gang');
  expect((await page.request.post('/api/login', { data: { email, password: 'Spazier1Gang' }, headers })).status()).toBe(200);
  const response = await page.goto('/admin/deliveries');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: messages.de.admin_forbidden_title })).toBeVisible();
});
