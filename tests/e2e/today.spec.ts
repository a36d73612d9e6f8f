import { expect, test, type Page } from '@playwright/test';
import { hydrated, newMember, paidMemberWithDog, signInAs } from './fixtures';
import { expectAccessibleInBothThemes, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { logSession } from './session-form';
import { messages } from './static-pages';

// "Heute" (docs/decisions/037-today.md): the current dog's day for a member — switching dogs by
// keyboard, one tap from a due review into the session form, confirming a proposed mastery, the
// empty states, and visitors sent to login and back. The demo admin's two dogs (Nova with a review
// due today, Comet with one overdue) are the member with two dogs; the journeys change her current
// dog, so they run one after the other.
test.describe.configure({ mode: 'serial' });

type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');
const headers = { origin: E2E_BASE_URL };
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** Chooses the dog the switcher does not show yet, with the keyboard only; answers its name. */
async function switchDogByKeyboard(page: Page, locale: Locale): Promise<string> {
  const t = messages[locale];
  const select = page.getByLabel(t.dog_switcher_label);
  const options = await select.locator('option').allTextContents();
  const current = await select.locator('option:checked').textContent();
  const target = options.find((name) => name !== current) ?? '';
  await select.focus();
  await page.keyboard.press(options.indexOf(target) > options.indexOf(current ?? '') ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: t.dog_switcher_submit })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: fill(t.today_heading, { name: target }) })).toBeVisible();
  return target;
}

for (const locale of ['de', 'en'] as const) {
  const t = messages[locale];
  const here = `${prefix(locale)}/today`;

  test(`${locale}: a member with two dogs switches by keyboard and logs a due review with one tap`, async ({ page }) => {
    test.slow();
    await signInAs(page, 'admin@rudel.test');
    await startInLightTheme(page);
    await page.goto(here);
    const dog = await switchDogByKeyboard(page, locale);
    const due = page.locator('#due');
    const log = due.getByRole('link', { name: new RegExp(`^${t.today_log}: `) }).first();
    const title = ((await log.getAttribute('aria-label')) ?? '').slice(`${t.today_log}: `.length);
    const activityId = /log=(\d+)/.exec((await log.getAttribute('href')) ?? '')?.[1] ?? '';
    await expect(page.getByTestId('today-start')).toHaveText(t.today_start);
    await screenshotsInBothThemes(page, `today-${locale}`);
    await expectAccessibleInBothThemes(page);

    await test.step('one tap opens the session form for that activity, with the clicker and timer beside it', async () => {
      await log.click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/training\\?log=\\d+#log$`));
      const form = page.locator('#log');
      await expect(form.getByLabel(t.training_field_activity, { exact: true })).toHaveValue(activityId);
      await expect(page.getByRole('button', { name: t.tools_click, exact: true })).toBeVisible();
      await logSession(form, locale, { minutes: 8, repetitions: 10, successes: 9, setting: t.training_setting_home, distraction: t.training_distraction_low });
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/training#sessions$`));
    });

    await test.step('back on Heute the review is done', async () => {
      await page.goto(here);
      await expect(page.getByRole('heading', { level: 1, name: fill(t.today_heading, { name: dog }) })).toBeVisible();
      await expect(due.getByRole('link', { name: `${t.today_log}: ${title}` })).toHaveCount(0);
      await expect(page.getByTestId('today-done')).toContainText(t.today_done_title);
    });
  });

  test(`${locale}: a new member goes from no dog to the trial offer, and a paying one from a first activity to a confirmed mastery`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await newMember(page, locale);
    await page.goto(here);
    await expect(page.getByRole('heading', { name: t.today_no_dog_title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.training_no_dog_link })).toHaveAttribute('href', `${prefix(locale)}/profile#dogs`);
    expect((await page.request.post('/api/dogs', { data: { name: 'Fiete' }, headers })).status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId('today-upsell').getByRole('link', { name: t.plan_upsell_trial.replace('{days}', '30') })).toHaveAttribute(
      'href',
      `${prefix(locale)}/premium`,
    );
    // Below it, the journal on the example dog shows what Heute and the journal would show.
    await expect(page.locator('[data-sample]')).toContainText(t.training_sample_badge);
    await expectAccessibleInBothThemes(page);

    const member = await page.context().browser()?.newContext({ baseURL: E2E_BASE_URL });
    if (!member) throw new Error('no browser context');
    const paid = await member.newPage();
    const { dogId } = await paidMemberWithDog(paid, browser, locale, 'Kalle');
    await paid.goto(here);
    await expect(paid.getByRole('heading', { name: t.today_first_title })).toBeVisible();
    await expect(paid.getByRole('link', { name: t.today_first_link })).toHaveAttribute('href', `${prefix(locale)}/activities`);

    // Three sessions of 90 % at home and in the park on one activity: the rule proposes "mastered".
    // Minutes apart, so all three fall on today whenever the journey runs (hours ago may be yesterday just after midnight).
    for (const [minutesAgo, setting] of [
      [3, 'home'],
      [2, 'park'],
      [1, 'home'],
    ] as const) {
      const logged = await paid.request.post(`/api/dogs/${dogId}/sessions`, {
        data: {
          activityId: 1,
          startedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          durationMinutes: 10,
          repetitions: 10,
          successes: 9,
          setting,
          distraction: 'low',
        },
        headers,
      });
      expect(logged.status()).toBe(201);
    }
    await paid.goto(here);
    const ready = paid.locator('#ready');
    const confirm = ready.getByRole('button', { name: new RegExp(`^${t.training_mastery_confirm}: `) });
    await expect(confirm).toHaveCount(1);
    await expectAccessibleInBothThemes(paid);
    await screenshotsInBothThemes(paid, `today-ready-${locale}`);
    await confirm.click();
    await expect(paid).toHaveURL(new RegExp(`${prefix(locale)}/today\\?mastered=1#celebration$`));
    await expect(paid.locator('[data-celebration]')).toContainText('Kalle');
    await expect(paid.locator('#ready')).toHaveCount(0);
    await expect(paid.getByTestId('today-done')).toContainText(t.today_done_title);
    await expect(paid.getByTestId('today-done')).toContainText(t.today_tomorrow_none);
    await member.close();
  });

  test(`${locale}: a visitor is sent to login and comes back to Heute`, async ({ page }) => {
    await page.goto(locale === 'de' ? '/heute' : '/en/heute');
    await expect(page).toHaveURL(`${E2E_BASE_URL}${prefix(locale)}/login?next=${encodeURIComponent(here)}`);
    await hydrated(page);
    await page.getByLabel(t.field_email).fill('tom@rudel.test');
    await page.getByLabel(t.field_password, { exact: true }).fill('Rudel-Demo-2026');
    await page.getByRole('button', { name: t.login_submit }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}${here}`);
    await expect(page.getByRole('heading', { level: 1, name: fill(t.today_heading, { name: 'Pepe' }) })).toBeVisible();
    await expect(page.locator('#due').getByRole('link', { name: new RegExp(`^${t.today_log}: `) })).not.toHaveCount(0);
  });
}
