/**
 * The community's tabs and compact post cards (docs/product-rules.md §2), in both languages: the tabs
 * come before any post on a phone, the ⋯ menu works by keyboard, a hashtag leads to the feed of its
 * posts, and the feed and the questions pass axe in both themes.
 */
import { expect, test } from '@playwright/test';
import { firstActivity, hydrated, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const PHONE = { width: 390, height: 844 };
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

test.use({ viewport: PHONE });

for (const locale of LOCALES) {
  test(`${locale}: tabs before the posts, the ⋯ menu by keyboard, a hashtag's feed`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    const p = prefix(locale);
    const tag = `spur${locale}${Date.now().toString(36)}`;
    await newMember(page, locale);
    expect((await page.request.post('/api/activities', { data: firstActivity, headers: { origin: E2E_BASE_URL } })).status()).toBe(201);
    const text = `Heute die erste #${tag.toUpperCase().slice(0, 1)}${tag.slice(1)} gelegt – klappt!`;
    expect((await page.request.post('/api/posts', { data: { content: text, type: 'success_story' }, headers: { origin: E2E_BASE_URL } })).status()).toBe(201);

    await test.step('at 390 px the tabs, then the statistics and hashtags, come before the first post', async () => {
      await page.goto(`${p}/community`);
      await hydrated(page);
      const tabs = page.getByRole('navigation', { name: t.community_tabs_label });
      await expect(tabs.getByRole('link', { name: t.community_tab_all })).toHaveAttribute('aria-current', 'page');
      for (const name of [t.community_tab_questions, t.community_tab_success, t.community_tab_network])
        await expect(tabs.getByRole('link', { name })).toBeVisible();
      const tabsBox = await tabs.boundingBox();
      const rowBox = await page.getByTestId('community-panel-row').boundingBox();
      const firstCard = await page.getByRole('article').first().boundingBox();
      expect(tabsBox && rowBox && firstCard && tabsBox.y + tabsBox.height <= rowBox.y && rowBox.y + rowBox.height <= firstCard.y).toBe(true);
      for (const link of await tabs.getByRole('link').all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expectNoSidewaysScroll(page);
      // The tabs stay in view while the feed scrolls.
      await page.mouse.wheel(0, 1500);
      await expect(tabs).toBeInViewport();
    });

    const card = page.getByRole('article').filter({ hasText: text }).first();
    await test.step('the ⋯ menu opens by keyboard on its first item, arrows move, Escape gives the focus back', async () => {
      const trigger = card.getByRole('button', { name: t.post_menu });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(card.getByRole('menuitem', { name: t.post_edit })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(card.getByRole('menuitem', { name: t.post_delete })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(card.getByRole('menuitem', { name: t.post_edit })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(card.getByRole('menu')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press(' ');
      await expect(card.getByRole('menuitem', { name: t.post_edit })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(card.getByRole('menu')).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });

    await test.step('the time stays on one line', async () => {
      const time = card.locator('time');
      const box = await time.boundingBox();
      const lineHeight = await time.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
      expect(box?.height).toBeLessThanOrEqual(lineHeight + 1);
    });

    await test.step('like, comments and ⋯ share one line at 390 px, each a 44 px target', async () => {
      const buttons = await card.locator('button[aria-pressed], button[aria-expanded]').all();
      expect(buttons).toHaveLength(3);
      const boxes = await Promise.all(buttons.map((button) => button.boundingBox()));
      for (const box of boxes) {
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.y).toBe(boxes[0]?.y);
      }
    });

    await test.step('a hashtag leads to the feed of its posts', async () => {
      await card.getByRole('link', { name: new RegExp(`^#${tag}$`, 'i') }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${p}/community?tag=${tag}`);
      await expect(page.getByRole('heading', { level: 2, name: `#${tag}` })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article').first()).toContainText(text);
    });

    await test.step('"Success stories" is the feed of success stories', async () => {
      await page.getByRole('navigation', { name: t.community_tabs_label }).getByRole('link', { name: t.community_tab_success }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${p}/community?type=success_story`);
      await expect(page.getByRole('navigation', { name: t.community_tabs_label }).getByRole('link', { name: t.community_tab_success })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 2, name: t.community_success_heading })).toBeVisible();
      await hydrated(page);
      await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(1);
    });

    await test.step('feed and questions pass axe in both themes', async () => {
      await page.goto(`${p}/community`);
      await hydrated(page);
      await card.getByRole('button', { name: t.post_menu }).click();
      await expectAccessibleInBothThemes(page);
      await screenshotsInBothThemes(page, `feed-${locale}`);
      await page.goto(`${p}/community/qa`);
      await hydrated(page);
      await expect(page.getByRole('navigation', { name: t.community_tabs_label }).getByRole('link', { name: t.community_tab_questions })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectAccessibleInBothThemes(page);
      await expectNoSidewaysScroll(page);
      await screenshotsInBothThemes(page, `qa-${locale}`);
    });
  });
}
