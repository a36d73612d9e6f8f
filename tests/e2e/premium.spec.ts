import { expect, test, type Page } from '@playwright/test';
import { payWith, prefixOf } from './checkout';
import { hydrated, newMember } from './fixtures';
import { messages } from './static-pages';
import { commentsToggle } from './plural';

const currentPlan = (page: Page) => page.locator('[data-current-plan]');

for (const locale of ['de', 'en'] as const) {
  test(`${locale}: a free member subscribes yearly, comments unlock, switches to monthly and downgrades`, async ({ page }) => {
    const t = messages[locale];
    const prefix = prefixOf(locale);
    await newMember(page, locale);
    await page.goto(`${prefix}/community`);
    await hydrated(page);
    await page
      .getByRole('button', { name: commentsToggle(t) })
      .first()
      .click();
    await expect(page.getByText(t.comment_locked)).toBeVisible();

    await payWith(page, locale, 'yearly', '4242424242424242');
    await expect(page.getByText(t.checkout_success_title).first()).toBeVisible();
    // Checkout lands on Heute, marked as the welcome; the plan page then shows the new plan.
    await expect(page).toHaveURL(new RegExp(`${prefix}/today\\?welcome=1$`));
    await page.goto(`${prefix}/premium`);
    await expect(currentPlan(page)).toContainText(t.plan_current_type.replace('{plan}', t.plan_yearly_name));
    await expect(currentPlan(page)).toContainText(t.plan_status_trialing.split('{date}')[0] ?? '');

    // A yearly plan comments from day one (docs/product-rules.md §6).
    await page.goto(`${prefix}/community`);
    await hydrated(page);
    await page
      .getByRole('button', { name: commentsToggle(t) })
      .first()
      .click();
    await expect(page.getByRole('textbox', { name: t.comment_add })).toBeVisible();

    await page.goto(`${prefix}/premium`);
    await hydrated(page);
    await page.getByRole('button', { name: t.plan_button_monthly }).click();
    await expect(page.getByText(t.payment_updated_title)).toBeVisible();
    await expect(currentPlan(page)).toContainText(t.plan_current_type.replace('{plan}', t.plan_monthly_name));

    await hydrated(page);
    await page.getByRole('button', { name: t.plan_button_free }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.plan_button_free }).click();
    await expect(currentPlan(page)).toContainText(t.plan_status_canceled.split('{date}')[0] ?? '');
    await expect(page.getByRole('button', { name: t.plan_button_resume })).toBeVisible();
  });
}

test('de: a declined card keeps the member on the free plan', async ({ page }) => {
  const t = messages.de;
  await newMember(page, 'de');
  await payWith(page, 'de', 'monthly', '4000000000000002');
  // The form says it, and so does a toast: the form's message is the one that stays.
  await expect(page.locator('form').getByRole('alert')).toHaveText(`${t.payment_failed}: Ihre Karte wurde abgelehnt.`);
  await page.goto('/premium');
  await expect(currentPlan(page)).toContainText(t.plan_status_free);
});

test('en: a card that needs 3-D Secure subscribes after the bank confirms it', async ({ page }) => {
  const t = messages.en;
  await newMember(page, 'en');
  await payWith(page, 'en', 'yearly', '4000002500003155');
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByText(t.checkout_success_title).first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/today\?welcome=1$/);
  await page.goto('/en/premium');
  await expect(currentPlan(page)).toContainText(t.plan_current_type.replace('{plan}', t.plan_yearly_name));
});
