/**
 * A member made moderator has no second factor yet: the moderation page tells them so (not
 * "no access") and links to the profile, where they set it up and then reach the queue.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { hydrated, loginAs, registerVerified, staffSession } from './fixtures';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const headers = { origin: E2E_BASE_URL };
const PASSWORD = 'Moderier-Mit-2';

for (const locale of LOCALES) {
  const t = messages[locale];
  const prefix = locale === 'de' ? '' : '/en';
  test(`a new moderator without a second factor is sent to set it up, then moderates (${locale})`, async ({ page, browser }) => {
    test.slow();
    const email = await registerVerified(page.request, `mod-${locale}`, PASSWORD, locale);
    await loginAs(page, email, PASSWORD);
    expect((await page.request.post('/api/user/disclaimer-accepted', { headers })).status()).toBe(200);

    // The demo admin makes the new member a moderator through the admin API.
    const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: staffSession('admin@rudel.test') });
    const { users } = (await (await adminContext.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json()) as {
      users: { id: number; displayName: string; email: string }[];
    };
    const [member] = users;
    if (!member) throw new Error('the new member is not listed');
    const promoted = await adminContext.request.put(`/api/admin/users/${member.id}`, {
      data: { displayName: member.displayName, email, role: 'moderator', subscriptionTier: 'free', isEmailVerified: true },
      headers,
    });
    expect(promoted.status()).toBe(200);
    await adminContext.close();

    const refused = await page.goto(`${prefix}/moderation`);
    expect(refused?.status()).toBe(403);
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: t.two_factor_required_title }) });
    await expect(notice).toContainText(t.two_factor_required_body);
    await expect(page.getByRole('heading', { name: t.admin_forbidden_title })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    const api = await page.request.get('/api/moderation/reports', { headers: { 'x-rudel-locale': locale } });
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ code: 'two_factor_required', message: t.two_factor_required });

    // The link opens the profile's two-factor section right away.
    await notice.getByRole('link', { name: t.two_factor_required_link }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/profile#two-factor$`));
    await hydrated(page);
    await page.getByLabel(t.field_current_password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.two_factor_start }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    await page.getByLabel(t.field_two_factor_code).fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: t.two_factor_confirm }).click();
    await expect(page.getByRole('list', { name: t.two_factor_codes_label }).getByRole('listitem')).toHaveCount(10);

    const allowed = await page.goto(`${prefix}/moderation`);
    expect(allowed?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: t.two_factor_required_title })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: t.moderation_title })).toBeVisible();
  });
}
