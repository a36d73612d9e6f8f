/**
 * One mastery, celebrated (decision 043): the training page in the order of the day with its CSV
 * download in a menu, the activity's one mastery control, the celebration with the dog's photo
 * (still under reduced motion) and the success story it offers, prefilled. Also the home hero's
 * preview of the app and the bell beside its count.
 */
import { expect, type Page, test } from '@playwright/test';
import { hydrated, paidMemberWithDog, signInAs } from './fixtures';
import { png } from './files';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotPath, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';

type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');
const headers = { origin: E2E_BASE_URL };

test.beforeEach(({ page }) => startInLightTheme(page));

/** The vertical position of an element's top on the page. */
const topOf = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())?.y ?? Number.NaN;

for (const locale of ['de', 'en'] as const) {
  const t = messages[locale];
  // The nose-work activity of the demo in the page's language.
  const activityId = locale === 'de' ? 1 : 2;

  test(`${locale}: the training page leads with the day, logs any activity and keeps the CSV in a menu; confirming a mastery celebrates it`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const dogName = locale === 'de' ? 'Kalle' : 'Rex';
    const { dogId } = await paidMemberWithDog(page, browser, locale, dogName);
    // The dog's photo, uploaded as the profile does.
    const uploaded = await page.request.post('/api/process-image', {
      multipart: { imageFile: { name: 'dog.png', mimeType: 'image/png', buffer: png(400, 400) } },
      headers,
    });
    expect(uploaded.status()).toBe(201);
    const { medium } = (await uploaded.json()) as { medium: string };
    expect((await page.request.patch(`/api/dogs/${dogId}`, { data: { photoUrl: medium }, headers })).ok()).toBe(true);
    for (const [hoursAgo, setting] of [
      [6, 'home'],
      [4, 'park'],
      [2, 'home'],
    ] as const) {
      const logged = await page.request.post(`/api/dogs/${dogId}/sessions`, {
        data: {
          activityId,
          startedAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
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

    await test.step('/training: reviews, ready to confirm, the log form with its search, then the statistics', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${prefix(locale)}/training`);
      const order = [await topOf(page, '#reviews'), await topOf(page, '#ready'), await topOf(page, '#log'), await topOf(page, '#progress')];
      expect(order).toEqual([...order].sort((a, b) => a - b));
      await expect(page.locator('#ready').getByRole('button', { name: new RegExp(`^${t.training_mastery_confirm}: `) })).toHaveCount(1);

      // The CSV download is in the "more" menu, opened from the keyboard.
      const csv = page.getByRole('link', { name: t.training_csv });
      await expect(csv).toBeHidden();
      await page.getByText(t.training_more, { exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(csv).toBeVisible();
      await expect(csv).toHaveAttribute('href', `/api/dogs/${dogId}/sessions.csv`);
      const menu = await page.locator('[data-more-menu] summary').boundingBox();
      expect(menu?.height ?? 0).toBeGreaterThanOrEqual(44);

      // Any activity can be found and logged, not only those the journal knows.
      const word = locale === 'de' ? 'Pingpong' : 'ping-pong';
      await page.getByLabel(t.training_find_label).fill(word);
      await page.getByRole('button', { name: t.training_find_submit }).click();
      await expect(page).toHaveURL(/[?&]find=/);
      await expect(page.locator('#log form[role="search"] [role="status"]')).toBeVisible();
      await expect(page.locator('#log-activityId option:checked')).toContainText(new RegExp(word, 'i'));
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, { selector: 'main' });
      await screenshotsInBothThemes(page, `training-${locale}`);
    });

    await test.step('the activity: one control, being learnt with the proposal; confirming celebrates with the photo', async () => {
      await page.goto(`${prefix(locale)}/activities/${activityId}`);
      await hydrated(page);
      const mastery = page.locator('#mastery');
      await expect(mastery).toHaveAttribute('data-mastery', 'learning');
      await expect(mastery.getByText(t.training_mastery_learning, { exact: true })).toBeVisible();
      // The progress box keeps "tried"; mastered is this control's.
      await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t.activity_progress_mastered, exact: true })).toHaveCount(0);
      await mastery.getByRole('button', { name: t.training_mastery_confirm }).click();
      await expect(page).toHaveURL(new RegExp(`\\?mastered=${activityId}#celebration$`));
      const celebration = page.locator('[data-celebration]');
      await expect(celebration.getByRole('heading', { name: new RegExp(dogName) })).toBeVisible();
      const photo = celebration.locator('img.celebration-photo');
      await expect(photo).toHaveAttribute('src', /^\/media\/images\/.+\/thumbnail\.(jpg|png)$/);
      await expect(photo).toHaveAttribute('width', '80');
      await expect(photo).toHaveAttribute('height', '80');
      expect(await photo.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
      await expect(page.locator('#mastery')).toHaveAttribute('data-mastery', 'proven');
      await expect(page.locator('#mastery').getByText(t.training_mastery_proven, { exact: true })).toBeVisible();
      await expectAccessibleInBothThemes(page, { selector: 'main' });
      await screenshotsInBothThemes(page, `celebration-${locale}`);
    });

    await test.step('under reduced motion the celebration stands still', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.reload();
      const photo = page.locator('[data-celebration] img.celebration-photo');
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      expect(
        await page
          .locator('[data-celebration] .celebration-paw')
          .first()
          .evaluate((element) => getComputedStyle(element).animationName),
      ).toBe('none');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    });

    await test.step('the success story starts with the dog and the activity', async () => {
      await page.locator('[data-celebration]').getByRole('link', { name: t.training_celebration_share }).click();
      await expect(page).toHaveURL(/create-post\?type=success_story&activity=\d+&dog=\d+$/);
      await hydrated(page);
      await expect(page.getByLabel(t.create_post_content)).toHaveValue(new RegExp(`^${dogName} `));
      await expect(page.getByRole('radio', { name: t.post_type_success_story })).toBeChecked();
    });

    await test.step('taken back, it is being learnt again', async () => {
      await page.goto(`${prefix(locale)}/activities/${activityId}`);
      await page.locator('#mastery').getByRole('button', { name: t.training_mastery_undo }).click();
      await expect(page.locator('#mastery')).toHaveAttribute('data-mastery', 'learning');
      await expect(page.locator('[data-celebration]')).toHaveCount(0);
    });
  });

  test(`${locale}: the home hero shows a preview of the app beside its words, with its size set, and none on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix(locale)}/`);
    const preview = page.getByRole('img', { name: t.home_preview_label });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText(t.home_preview_today);
    for (const svg of await preview.locator('svg').all()) {
      expect(await svg.getAttribute('width')).toMatch(/^\d+$/);
      expect(await svg.getAttribute('height')).toMatch(/^\d+$/);
    }
    // Beside the words: the hero's heading and the preview share a row.
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const box = await preview.boundingBox();
    expect((box?.x ?? 0) > (heading?.x ?? 0) + (heading?.width ?? 0) / 2).toBe(true);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `home-${locale}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(preview).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
}

test('the unread count sits beside the bell without covering it, in both themes', async ({ page }) => {
  await signInAs(page, 'lena@rudel.test');
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/community');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    const bell = page.locator('header [data-bell]');
    // A count of two digits, whatever the member has unread now.
    await bell.locator('[data-unread]').evaluate((badge: HTMLElement) => {
      badge.hidden = false;
      badge.textContent = '12';
    });
    const icon = await bell.locator('svg').first().boundingBox();
    const badge = await bell.locator('[data-unread]').boundingBox();
    if (!icon || !badge) throw new Error('the bell is not shown');
    // The bell's middle and its left half stay clear; the count stays inside the button's box.
    expect(badge.x).toBeGreaterThanOrEqual(icon.x + icon.width / 2);
    expect(badge.y + badge.height).toBeLessThanOrEqual(icon.y + icon.height / 2 + 1);
    const path = screenshotPath(`bell-${theme}`);
    if (path) await page.screenshot({ path, clip: { x: badge.x - 40, y: Math.max(0, badge.y - 16), width: 90, height: 60 } });
  }
});
