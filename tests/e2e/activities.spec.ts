import { expect, test } from '@playwright/test';
import { png } from './files';
import { hydrated, loginAs } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotPath, screenshotsInBothThemes } from './page-checks';
import { LOCALES, messages } from './static-pages';
import { countText } from './plural';

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

test('visitors see dimmed cards whose button asks them to log in', async ({ page }) => {
  const t = messages.de;
  await page.goto('/aktivitäten');
  await expect(page).toHaveURL(/\/activities$/);
  await hydrated(page);
  const card = page.getByRole('article').first();
  await expect(card).toHaveAttribute('data-locked', 'true');
  await card.getByRole('button', { name: t.activity_list_login_to_open }).click();
  await expect(page.getByText(t.error_login_required_to_view)).toBeVisible();
});

test('search, filters and sort live in the URL and survive the back button', async ({ page }) => {
  const t = messages.de;
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/activities');
  await hydrated(page);
  const all = await page.getByRole('article').count();
  // Relevance is the sort while searching, and offered only then (decision 054).
  await expect(page.getByLabel(t.activity_list_sort)).toHaveValue('newest');
  await expect(page.getByLabel(t.activity_list_sort).locator('option[value="relevance"]')).toHaveCount(0);
  await page.getByLabel(t.activity_list_search_label).fill('teppich');
  await expect(page).toHaveURL(/q=teppich/);
  await expect(page.getByLabel(t.activity_list_sort)).toHaveValue('relevance');
  await expect.poll(() => page.getByRole('article').count()).toBeLessThan(all);
  await expect(page.getByRole('heading', { name: 'Schnüffelteppich' })).toBeVisible();
  const found = await page.getByRole('article').count();
  await page.getByLabel(t.activity_list_sort).selectOption('alphabetical');
  await expect(page).toHaveURL(/sort=alphabetical/);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel(t.activity_list_sort)).toHaveValue('relevance');
  await page.reload();
  await expect(page.getByLabel(t.activity_list_search_label)).toHaveValue('teppich');
  await expect(page.getByRole('article')).toHaveCount(found);
});

const PHONE = { width: 390, height: 844 };

for (const locale of LOCALES) {
  test(`${locale}: on a phone the filters fold into a row of chips that opens them as a sheet`, async ({ page }) => {
    const t = messages[locale];
    const p = locale === 'de' ? '' : '/en';
    await page.setViewportSize(PHONE);
    await page.goto(`${p}/activities`);
    await hydrated(page);
    // The first of two: the sort's label reads "… difficulty" too.
    const difficulty = page.getByLabel(t.activity_list_filter_difficulty).first();
    const filters = page.getByRole('button', { name: t.activity_list_filters, exact: true });
    await expect(difficulty).toBeHidden();
    expect((await filters.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);

    await filters.click();
    await expect(difficulty).toBeVisible();
    await expect(difficulty).toBeFocused();
    await expectAccessibleInBothThemes(page, { prepare: () => filters.click() });
    await difficulty.selectOption('beginner');
    await expect(page).toHaveURL(/difficulty=beginner/);
    await page.keyboard.press('Escape');
    await expect(difficulty).toBeHidden();
    await expect(filters).toBeFocused();
    // The chip row names the filter in use; any chip opens the sheet again, "Done" closes it.
    const beginner = page.getByRole('button', { name: t.activity_difficulty_beginner, exact: true });
    await beginner.click();
    await expect(difficulty).toHaveValue('beginner');
    await page.getByRole('button', { name: t.activity_list_filters_done }).click();
    await expect(difficulty).toBeHidden();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText(t.activity_difficulty_beginner);

    await screenshotsInBothThemes(page, `activities-${locale}`);
    const sheetShot = screenshotPath(`activities-sheet-${locale}-390`);
    if (sheetShot) {
      await filters.click();
      await page.screenshot({ path: sheetShot });
      await page.keyboard.press('Escape');
    }

    // From sm on the same filters stand in the form, and no chip row shows.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${p}/activities`);
    await expect(difficulty).toBeVisible();
    await expect(filters).toBeHidden();
  });
}

for (const [locale, email, prefix] of [
  ['de', 'lena@rudel.test', ''],
  ['en', 'oliver@rudel.test', '/en'],
] as const) {
  test(`${locale}: create with a picture → list → detail → like → progress → edit → delete`, async ({ page }) => {
    const t = messages[locale];
    const title = `${locale === 'de' ? 'Pfotentraining' : 'Paw training'} ${Date.now()}`;
    await loginAs(page, email);
    await test.step('create the activity with a picture, after a refused short text', async () => {
      await page.goto(`${prefix}/activities/create`);
      await hydrated(page);
      await page.getByLabel(t.activity_form_title).fill(title);
      await page.getByLabel(t.activity_form_description).fill('Kurz und knackig: Pfote geben mit Handzeichen.');
      await page.getByRole('button', { name: t.activity_form_submit_create }).click();
      await expect(page.getByText(t.validation_content_min)).toBeVisible();
      await page
        .getByLabel(t.activity_form_content)
        .fill(
          '1. Halte ein Leckerli in der geschlossenen Hand.\n2. Warte, bis dein Hund mit der Pfote danach tippt.\n3. Markiere und belohne sofort.\n4. Füge das Wort „Pfote“ hinzu.',
        );
      await page.getByRole('button', { name: fill(t.activity_form_duration_choice, { minutes: 10 }) }).click();
      await page.getByLabel(t.activity_form_difficulty).selectOption('beginner');
      await page.getByLabel(t.activity_form_location).selectOption('indoor');
      await page.getByLabel(t.activity_form_tags).fill('tricks, Pfote');
      await page.getByLabel(t.activity_form_tags).press('Enter');
      await page.getByLabel(t.activity_form_image_add).setInputFiles({ name: 'pfote.png', mimeType: 'image/png', buffer: png(2400, 1600) });
      await expect(page.getByRole('button', { name: t.activity_form_image_remove })).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: t.activity_form_submit_create }).click();
    });

    await test.step('find it in the list and open its detail page', async () => {
      await expect(page).toHaveURL(new RegExp(`${prefix}/activities$`));
      await hydrated(page);
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('img', { name: new RegExp(title) })).toBeVisible();
      await hydrated(page);
    });

    // Mastered is the journal's one control (decision 043); the progress box keeps "tried".
    await test.step('like it and mark it tried; both survive a reload', async () => {
      await page.getByRole('button', { name: t.activity_like, exact: true }).click();
      await expect(page.getByText(countText(t.activity_like_count, 1))).toBeVisible();
      await expect(page.getByRole('button', { name: t.activity_unlike })).toBeVisible();
      const saved = page.waitForResponse((response) => response.url().includes('/api/activity-progress/') && response.ok());
      await page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true }).check();
      await saved;
      await page.reload();
      await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).toBeChecked();
      await expect(page.getByRole('button', { name: t.activity_unlike })).toBeVisible();
    });

    await test.step('edit the title', async () => {
      await page.getByRole('link', { name: t.activity_edit }).click();
      await hydrated(page);
      await page.getByLabel(t.activity_form_title).fill(`${title} (neu)`);
      await page.getByRole('button', { name: t.activity_form_submit_edit }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${title} (neu)` })).toBeVisible();
    });

    await test.step('delete it after confirming', async () => {
      await page.getByRole('link', { name: t.activity_edit }).click();
      await hydrated(page);
      await page.getByRole('button', { name: t.activity_delete, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.activity_delete }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/activities$`));
      await expect(page.getByRole('link', { name: `${title} (neu)` })).toHaveCount(0);
    });
  });
}

test('a free member at the limit sees the limit screen with links to premium and the list', async ({ page }) => {
  const t = messages.de;
  await loginAs(page, 'sara@rudel.test');
  await page.goto('/create');
  await expect(page).toHaveURL(/\/activities\/create$/);
  await expect(page.getByRole('heading', { name: t.activity_limit_title })).toBeVisible();
  // Sara never subscribed: the way to Premium names the trial (docs/product-rules.md §5.4).
  await expect(page.getByRole('link', { name: t.plan_upsell_trial.replace('{days}', '30') })).toHaveAttribute('href', '/premium');
});
