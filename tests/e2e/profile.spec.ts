import { expect, test } from '@playwright/test';
import { hydrated, newMember } from './fixtures';
import { expectNoSidewaysScroll } from './page-checks';
import { LOCALES, messages } from './static-pages';

// The profile's account column and privacy card (src/pages/[...locale]/profile.astro): the plan card
// is plain HTML, the newsletter switch loads its call with the first change, and the privacy card
// is an island of its own that wakes when scrolled to.
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

for (const locale of LOCALES) {
  test(`${locale}: a member reads their plan, subscribes to the newsletter and deletes their account`, async ({ page }) => {
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);
    await page.goto(`${prefix(locale)}/profile`);
    await hydrated(page);

    await test.step('the plan card names the plan and links to the plans', async () => {
      const plan = page.getByRole('region', { name: t.profile_subscription_title });
      await expect(plan).toContainText(t.profile_subscription_free);
      // A member who never subscribed is offered the trial (docs/product-rules.md §5.4).
      await expect(plan.getByRole('link', { name: t.plan_upsell_trial.replace('{days}', '30') })).toHaveAttribute(
        'href',
        locale === 'de' ? '/premium' : '/en/premium',
      );
      await expectNoSidewaysScroll(page);
    });

    await test.step('the newsletter switch saves at once and stays on after a reload', async () => {
      const toggle = page.getByRole('switch', { name: t.profile_newsletter_label });
      await expect(toggle).not.toBeChecked();
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/newsletter/subscribe'));
      await toggle.check();
      expect((await saved).status()).toBe(200);
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('switch', { name: t.profile_newsletter_label })).toBeChecked();
    });

    await test.step('the privacy card wakes when scrolled to; a wrong password keeps the account, the right one deletes it', async () => {
      const privacy = page.getByRole('region', { name: t.privacy_card_title });
      await privacy.scrollIntoViewIfNeeded();
      // The card's own island (the innermost around it) has hydrated.
      await expect(page.locator('astro-island', { has: privacy }).last()).not.toHaveAttribute('ssr');
      await privacy.getByRole('button', { name: t.privacy_delete_open }).click();
      const dialog = page.getByRole('dialog', { name: t.privacy_delete_title });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t.privacy_delete_password).fill('Falsch1Passwort');
      await dialog.getByRole('button', { name: t.privacy_delete_confirm }).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByLabel(t.privacy_delete_password).fill('Spazier1Gang');
      await dialog.getByRole('button', { name: t.privacy_delete_confirm }).click();
      await expect(page).toHaveURL(locale === 'de' ? '/' : '/en');
      expect((await page.request.get('/api/current-user')).status()).toBe(401);
    });
  });
}
