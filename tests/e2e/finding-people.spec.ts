import { expect, test } from '@playwright/test';
import { newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes } from './page-checks';
import { LOCALES, messages } from './static-pages';

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
/** A message with its placeholders filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** Seeded members who share milestones and are followed: a new member is offered them (docs/decisions/052-finding-people.md). */
const LENA = 'lena_yearly';
/** Shows her dog Kira, a Malinois, on her member page. */
const JULIA = 'trainerin_julia';

for (const locale of LOCALES) {
  test(`${locale}: a new member follows a suggestion in place, and uses a member page's ⋯ menu by keyboard`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);

    await test.step('the network page suggests members, each with a follow button that works in place', async () => {
      await page.goto(`${prefix(locale)}/community/network`);
      const suggestions = page.locator('#suggestions');
      await expect(suggestions.getByText(t.network_suggestions_hint)).toBeVisible();
      await expect(suggestions.getByRole('link', { name: LENA, exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, { selector: 'main' });
      await screenshotsInBothThemes(page, `network-suggestions-${locale}`, { element: suggestions });

      // A marker on the window survives only if the page is not loaded again.
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      const follow = suggestions.getByRole('button', { name: fill(t.network_suggestion_follow_label, { name: LENA }) });
      const box = await follow.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await follow.click();
      const undo = suggestions.getByRole('button', { name: fill(t.network_suggestion_undo_label, { name: LENA }) });
      await expect(undo).toBeFocused();
      const lena = suggestions.getByRole('listitem').filter({ has: page.getByRole('link', { name: LENA, exact: true }) });
      await expect(lena.getByText(t.network_suggestion_following, { exact: true })).toBeVisible();
      await expect(suggestions.locator('[data-follow-status]')).toHaveText(fill(t.network_suggestion_now_following, { name: LENA }));
      expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);

      // The follow is real: after a reload Lena is among those one follows, no longer suggested.
      await page.reload();
      await expect(page.locator('#following').getByRole('link', { name: LENA, exact: true })).toBeVisible();
      await expect(suggestions.getByRole('link', { name: LENA, exact: true })).toHaveCount(0);
    });

    await test.step('a member page shows the dogs its member chose to show, and mute and block wait in the ⋯ menu', async () => {
      await page.goto(`${prefix(locale)}/members/${JULIA}`);
      const dogs = page.getByRole('region', { name: t.member_dogs_title });
      await expect(dogs.getByText('Kira', { exact: true })).toBeVisible();
      await expect(dogs.getByText('Malinois', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.member_follow, exact: true })).toBeVisible();

      const more = page.locator(`[data-more-menu] summary[aria-label="${fill(t.member_more_label, { name: JULIA })}"]`);
      const mute = page.getByRole('button', { name: t.member_mute, exact: true });
      await expect(mute).toBeHidden();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(mute).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(mute).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(mute).toBeHidden();
      await expect(more).toBeFocused();

      // Blocking asks first; cancelling changes nothing.
      await page.keyboard.press(' ');
      await page.getByRole('link', { name: t.member_block_ask }).click();
      await expect(page.getByText(fill(t.member_block_confirm_title, { name: JULIA }))).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, { selector: 'main' });
      await page.locator('#block-confirm').getByRole('link', { name: t.member_block_cancel, exact: true }).click();
      await expect(page.getByText(fill(t.member_block_confirm_title, { name: JULIA }))).toHaveCount(0);

      // Muting by keyboard: open, move to the item, press it.
      await more.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByText(fill(t.member_muted_note, { name: JULIA }))).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshotsInBothThemes(page, `member-page-${locale}`);
    });
  });
}
