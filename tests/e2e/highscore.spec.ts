import { expect, test } from '@playwright/test';
import { newMember, signInAs } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes } from './page-checks';
import { LOCALES, messages } from './static-pages';

/**
 * The community highscore (docs/decisions/051-highscore.md), in both languages: locked, with the
 * way to unlock it, for a new free member; for a paying demo member (Lena, who shares Balu's
 * milestones and follows Julia) the ranking with Balu marked as hers, all time, and following.
 */
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

for (const locale of LOCALES) {
  test(`${locale}: the highscore is locked before the first activity and ranks the dogs for a paying member`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);
    await page.goto(`${prefix(locale)}/community/highscore`);
    await expect(page.getByRole('heading', { level: 1, name: t.highscore_title })).toBeVisible();
    // The community tab is there on a phone, and marked as this page.
    await expect(page.getByRole('navigation', { name: t.community_tabs_label }).getByRole('link', { name: t.community_tab_highscore })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const lock = page.locator('#highscore-locked');
    await expect(lock.getByRole('heading', { name: t.highscore_locked_title })).toBeVisible();
    await expect(lock.getByRole('link', { name: t.comment_unlock_link })).toHaveAttribute('href', `${prefix(locale)}/activities/create`);
    await expect(lock.getByRole('link', { name: t.highscore_locked_premium })).toHaveAttribute('href', `${prefix(locale)}/premium`);
    await expect(page.getByRole('list', { name: t.highscore_list_label })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, { selector: 'main' });
    await screenshotsInBothThemes(page, `highscore-locked-${locale}`);

    await page.context().clearCookies();
    await signInAs(page, 'lena@rudel.test');
    await page.goto(`${prefix(locale)}/community/highscore`);
    const ranking = page.getByRole('list', { name: t.highscore_list_label });
    await expect(ranking.getByTestId('highscore-entry').first()).toBeVisible();
    // Lena's Balu trained today: this week's ranking has him, marked as her dog.
    const balu = ranking.getByTestId('highscore-entry').filter({ hasText: 'Balu' });
    await expect(balu).toHaveAttribute('data-mine', '');
    await expect(balu.getByText(t.highscore_mine)).toBeVisible();
    await expect(balu.getByText('@lena_yearly')).toBeVisible();
    await expect(page.getByRole('link', { name: t.highscore_period_week })).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, { selector: 'main' });
    await screenshotsInBothThemes(page, `highscore-week-${locale}`);

    // All time, by keyboard.
    await page.getByRole('link', { name: t.highscore_period_all }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/period=all/);
    await expect(page.getByRole('link', { name: t.highscore_period_all })).toHaveAttribute('aria-current', 'page');
    await expect(ranking.getByTestId('highscore-entry').filter({ hasText: 'Balu' })).toBeVisible();
    await expect(page.getByTestId('highscore-week')).toHaveCount(0);

    // Following: Julia's Kira; Oliver's Skye is not among them (Lena does not follow him).
    await page.getByRole('link', { name: t.highscore_scope_following }).click();
    await expect(page).toHaveURL(/scope=following/);
    await expect(ranking.getByTestId('highscore-entry').filter({ hasText: 'Kira' })).toBeVisible();
    await expect(ranking.getByTestId('highscore-entry').filter({ hasText: 'Skye' })).toHaveCount(0);
    await expectAccessibleInBothThemes(page, { selector: 'main' });
    await screenshotsInBothThemes(page, `highscore-following-${locale}`);
  });
}
