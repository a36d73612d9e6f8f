/**
 * Grouped notifications (docs/decisions/050-notification-groups.md): one member's likes of several
 * posts arrive as one entry with its icon; opening it marks all of it read. The settings table is
 * notification-settings.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstActivity, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const headers = { origin: E2E_BASE_URL };
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

/** A new member whose first activity lets them write and like; answers their id and name. */
async function writer(page: Page, locale: 'de' | 'en') {
  await newMember(page, locale);
  expect((await page.request.post('/api/activities', { data: firstActivity, headers })).status()).toBe(201);
  return (await (await page.request.get('/api/current-user')).json()) as { id: number; displayName: string };
}

for (const locale of LOCALES) {
  test(`${locale}: one member's likes of three posts are one entry, and opening it marks all three read`, async ({ page, browser }) => {
    test.slow();
    const t = messages[locale];
    await startInLightTheme(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const author = await writer(page, locale);
    const postIds: number[] = [];
    for (const content of ['Balu wartet schon eine Minute.', 'Erster Rückruf im Park geklappt.', 'Heute Nasenarbeit im Wald.']) {
      const post = await page.request.post('/api/posts', { data: { content, type: 'post', authorId: author.id }, headers });
      expect(post.status()).toBe(201);
      postIds.push(((await post.json()) as { id: number }).id);
    }

    // Another member likes all three, in a browser of their own.
    const other = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers: 'block' });
    const fan = await writer(await other.newPage(), locale);
    for (const id of postIds) expect((await other.request.post(`/api/posts/${id}/like`, { data: { userId: fan.id }, headers })).status()).toBe(200);
    await other.close();

    await page.goto(`${prefix(locale)}/notifications`);
    const text = locale === 'de' ? `${fan.displayName} gefallen 3 deiner Beiträge` : `${fan.displayName} liked 3 of your posts`;
    const entry = page.getByRole('listitem').filter({ hasText: text });
    await test.step('the three likes are one entry, with a button that says what it marks', async () => {
      await expect(entry).toHaveCount(1);
      await expect(page.getByText(t.notifications_unread_count.replace('{count}', '3'))).toBeVisible();
      const mark = locale === 'de' ? 'Diese 3 als gelesen markieren' : 'Mark these 3 as read';
      await expect(entry.getByRole('button', { name: new RegExp(`^${mark}`) })).toBeVisible();
      // The kind's icon is decoration: the text says it all.
      await expect(entry.locator('svg[aria-hidden="true"]').first()).toBeAttached();
      await expectNoSidewaysScroll(page);
    });
    await screenshotsInBothThemes(page, `inbox-grouped-${locale}`);
    await expectAccessibleInBothThemes(page, { selector: 'main' });

    await test.step('opening the entry marks all three read and leads to the newest post', async () => {
      await entry.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/community/posts/${postIds[2]}$`));
      const state = (await (await page.request.get('/api/notifications/unread-count')).json()) as { unread: number };
      expect(state.unread).toBe(0);
    });

    await test.step('back in the inbox each like stands alone, read', async () => {
      await page.goto(`${prefix(locale)}/notifications`);
      await expect(page.getByText(t.notifications_all_read)).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: t.notification_post_liked.replace('{who}', fan.displayName) })).toHaveCount(3);
      await expect(page.getByRole('button', { name: t.notifications_mark_all })).toBeDisabled();
    });
  });
}
