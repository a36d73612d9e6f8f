import { expect, test } from '@playwright/test';
import { newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { LOCALES, messages } from './static-pages';

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
/** A message with its placeholders filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
/** A seeded member with posts, activities and shared milestones. */
const JULIA = 'trainerin_julia';

for (const locale of LOCALES) {
  test(`${locale}: a member follows another from their page and sees their post in the network feed`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);

    await page.goto(`${prefix(locale)}/community/network`);
    await expect(page.getByRole('heading', { level: 1, name: t.community_nav_network })).toBeVisible();
    await expect(page.getByText(t.network_feed_empty)).toBeVisible();
    await expect(page.getByText(t.network_following_none)).toBeVisible();

    await page.goto(`${prefix(locale)}/members/${JULIA}`);
    await expect(page.getByRole('heading', { level: 1, name: JULIA })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.member_posts_title })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: t.member_follow, exact: true }).click();
    await expect(page.getByText(fill(t.member_following_note, { name: JULIA }))).toBeVisible();
    await expect(page.getByRole('button', { name: t.member_unfollow })).toBeVisible();

    await page.goto(`${prefix(locale)}/community/network`);
    const feed = page.locator('#feed');
    await expect(feed.getByRole('link', { name: fill(t.network_item_post, { name: JULIA }) }).first()).toBeVisible();
    await expect(page.locator('#following').getByRole('link', { name: JULIA })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, { selector: 'main' });

    // The feed's author names lead to the member page.
    await feed
      .getByRole('link', { name: fill(t.network_item_post, { name: JULIA }) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/members/${JULIA}$`));
    await expectAccessibleInBothThemes(page, { selector: 'main' });

    // Mute waits in the page's ⋯ menu (docs/decisions/052-finding-people.md).
    await page.locator('[data-more-menu] summary').click();
    await page.getByRole('button', { name: t.member_mute }).click();
    await expect(page.getByText(fill(t.member_muted_note, { name: JULIA }))).toBeVisible();
    await page.goto(`${prefix(locale)}/community/network`);
    await expect(page.getByText(t.network_feed_empty)).toBeVisible();
  });
}

test('visitors see the login prompt on a member page', async ({ page }) => {
  const t = messages.de;
  await page.goto(`/members/${JULIA}`);
  await expect(page.getByRole('heading', { name: t.login_required_title })).toBeVisible();
  await expect(page.getByText(t.member_login_body)).toBeVisible();
});

test('an unknown member is a 404 page, a made-up cursor a 400', async ({ page }) => {
  const t = messages.en;
  await newMember(page, 'en');
  const response = await page.goto('/en/members/nobody_by_this_name');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: t.member_not_found })).toBeVisible();
  // A made-up cursor on the network page is refused, not an error of ours.
  expect((await page.goto('/en/community/network?cursor=made-up'))?.status()).toBe(400);
  await expect(page.getByText(t.network_feed_failed)).toBeVisible();
});
