// The paywall that shows what it sells (docs/product-rules.md §5.4, §7.6): the journal on an
// example dog for free members, the trial named on every upsell, nothing sold to those who pay,
// checkout into a welcome and a first session, and 'Verträge hier kündigen' with its email
// (docs/decisions/039-subscription-cancellation.md).
import { expect, test, type Page } from '@playwright/test';
import { payWith, prefixOf } from './checkout';
import { hydrated, loginAs, newMember } from './fixtures';
import { expectAccessibleInBothThemes, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';

type Locale = 'de' | 'en';
const headers = { origin: E2E_BASE_URL };
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const trialOf = (locale: Locale) => fill(messages[locale].plan_upsell_trial, { days: 30 });
/** An activity of the seed that no other journey logs sessions for. */
const FIRST_SESSION_ACTIVITY = 7;
/** Demo members who pay (README): yearly plans. */
const PAYING = { de: 'lena@rudel.test', en: 'oliver@rudel.test' } as const;

/** Every upsell on the page names the trial, and there is at least one. */
async function expectTrialUpsells(page: Page, locale: Locale, atLeast = 1) {
  const upsells = page.locator('[data-upsell]');
  await expect(upsells.first()).toBeVisible();
  expect(await upsells.count()).toBeGreaterThanOrEqual(atLeast);
  for (const text of await upsells.allInnerTexts()) expect(text.trim()).toBe(trialOf(locale));
}

test.beforeEach(async ({ page }) => startInLightTheme(page));

for (const locale of ['de', 'en'] as const) {
  const prefix = prefixOf(locale);

  test(`${locale}: a free member sees the journal on an example dog, and every upsell names the trial`, async ({ page }) => {
    // Eight screenshots with a reload each, on a shared machine.
    test.setTimeout(240_000);
    const t = messages[locale];
    await newMember(page, locale);
    expect((await page.request.post('/api/dogs', { data: { name: 'Emil' }, headers })).status()).toBe(201);

    await test.step('the training page: reviews, sessions and charts of the example dog, marked as such', async () => {
      await page.goto(`${prefix}/training`);
      const sample = page.getByRole('region', { name: fill(t.training_sample_title, { name: t.training_sample_dog }) });
      await expect(sample.getByText(t.training_sample_badge, { exact: true })).toBeVisible();
      await expect(sample.getByRole('region', { name: t.training_reviews_title })).toContainText(t.training_sample_activity_sit);
      await expect(sample.getByRole('region', { name: t.training_sample_sessions_title })).toContainText(t.training_sample_note_recall);
      await expect(sample.getByRole('region', { name: t.training_stats_title }).locator('svg').first()).toBeVisible();
      await expect(page.locator('#log')).toHaveCount(0);
      await expectTrialUpsells(page, locale, 2);
      await expectAccessibleInBothThemes(page);
      await screenshotsInBothThemes(page, `training-preview-${locale}`);
    });

    await test.step('the activity page, the profile and the plan page name the trial', async () => {
      await page.goto(`${prefix}/activities/${FIRST_SESSION_ACTIVITY}`);
      await hydrated(page);
      await expectTrialUpsells(page, locale, 3);
      await page.goto(`${prefix}/profile`);
      await expectTrialUpsells(page, locale);
      await page.goto(`${prefix}/premium`);
      await hydrated(page);
      await expect(page.getByRole('button', { name: trialOf(locale) })).toHaveCount(2);
    });
  });

  test(`${locale}: a paying member sees no upsell on the main pages`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = messages[locale];
    await loginAs(page, PAYING[locale]);
    for (const path of ['/training', `/activities/${FIRST_SESSION_ACTIVITY}`, '/activities', '/profile', '/premium', '/community']) {
      await page.goto(`${prefix}${path}`);
      await hydrated(page);
      await expect(page.locator('[data-upsell]'), path).toHaveCount(0);
      await expect(page.getByText(trialOf(locale)), path).toHaveCount(0);
      await expect(page.getByText(t.activity_premium_link), path).toHaveCount(0);
      await expect(page.getByText(t.activity_upgrade, { exact: true }), path).toHaveCount(0);
    }
    // The contract can be cancelled from the plan card.
    await page.goto(`${prefix}/profile`);
    await expect(page.getByRole('region', { name: t.profile_subscription_title }).getByRole('link', { name: t.cancel_button })).toHaveAttribute(
      'href',
      `${prefix}/cancel`,
    );
  });

  test(`${locale}: checkout leads to the welcome and into a first session`, async ({ page }) => {
    test.setTimeout(300_000);
    const t = messages[locale];
    await newMember(page, locale);
    expect((await page.request.post('/api/dogs', { data: { name: 'Juna' }, headers })).status()).toBe(201);
    await payWith(page, locale, 'monthly', '4242424242424242');
    await expect(page.getByText(t.checkout_success_title).first()).toBeVisible();
    // A second after success the member lands on Heute, welcomed.
    await expect(page).toHaveURL(new RegExp(`${prefix}/today\\?welcome=1$`));
    const welcome = page.getByRole('region', { name: t.checkout_welcome_title.replace('{name}', 'Lotte') });
    await expect(welcome).toContainText(fill(t.checkout_welcome_trial, { days: 30 }));
    await expect(page.locator('[data-upsell]')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `welcome-${locale}`);

    await welcome.getByRole('link', { name: t.checkout_welcome_action }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/activities$`));
    await page.goto(`${prefix}/activities/${FIRST_SESSION_ACTIVITY}`);
    const form = page.locator('#log');
    await form.getByLabel(t.training_field_duration).fill('10');
    await form.getByLabel(t.training_result_counts).check();
    await form.getByLabel(t.training_field_repetitions, { exact: true }).fill('5');
    await form.getByLabel(t.training_field_successes).fill('4');
    await form.getByRole('group', { name: t.training_field_setting }).getByLabel(t.training_setting_home, { exact: true }).check();
    await form.getByRole('group', { name: t.training_field_distraction }).getByLabel(t.training_distraction_low, { exact: true }).check();
    await form.getByRole('button', { name: t.training_submit }).click();
    await page.goto(`${prefix}/training`);
    await expect(page.locator('#sessions li')).toHaveCount(1);
  });

  test(`${locale}: a member cancels through 'Verträge hier kündigen' and gets the confirmation by email`, async ({ page }) => {
    test.setTimeout(300_000);
    const t = messages[locale];
    const email = await newMember(page, locale);
    await payWith(page, locale, 'yearly', '4242424242424242');
    await expect(page.getByText(t.checkout_success_title).first()).toBeVisible();
    // A second after success the member lands on Heute; the journey goes on from there.
    await expect(page).toHaveURL(new RegExp(`${prefix}/today\\?welcome=1$`));

    await page.goto(`${prefix}/about`);
    await page.getByRole('contentinfo').getByRole('link', { name: t.cancel_button }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cancel$`));
    await expect(page.getByRole('heading', { level: 1, name: t.cancel_button })).toBeVisible();
    await expect(page.getByRole('group', { name: t.cancel_contract_legend }).getByRole('radio')).toHaveCount(1);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `cancel-${locale}`);

    await page.getByRole('group', { name: t.cancel_when_legend }).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: t.cancel_submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cancel#cancelled$`));
    const done = page.getByRole('status').filter({ hasText: t.cancel_done_title });
    await expect(done).toContainText(email);
    await expect(page.getByRole('button', { name: t.cancel_submit })).toHaveCount(0);
    await expect(async () => {
      const mails = (await (await page.request.get(`/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[];
      // Newest first: the cancellation, then the contract's start (before them the verification mail).
      expect(mails.map((mail) => mail.subject).slice(0, 2)).toEqual([t.contract_email_subject_cancelled, t.contract_email_subject_started]);
    }).toPass({ timeout: 10_000 });
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `cancel-done-${locale}`);
  });
}

test('a visitor on the cancellation page is asked to log in and comes back', async ({ page }) => {
  const t = messages.en;
  await page.goto('/en/kuendigen');
  await expect(page).toHaveURL(/\/en\/cancel$/);
  await expect(page.getByRole('link', { name: t.nav_login }).last()).toHaveAttribute('href', `/en/login?next=${encodeURIComponent('/en/cancel')}`);
});
