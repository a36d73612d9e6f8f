import { expect, test } from '@playwright/test';
import { firstActivity, hydrated, newMember } from './fixtures';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';
import { commentsToggle, countPattern, countText } from './plural';

for (const [locale, prefix] of [
  ['de', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: visitors see the login card`, async ({ page }) => {
    const t = messages[locale];
    await page.goto(`${prefix}/community`);
    await expect(page.getByRole('heading', { name: t.community_login_title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.nav_register }).last()).toBeVisible();
  });
}

for (const [locale, prefix] of [
  ['de', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: a new member unlocks the community with a first activity, then posts, comments, replies, edits, likes and deletes`, async ({ page }) => {
    const t = messages[locale];
    const stamp = `${locale}-${Date.now()}`;
    const text = `${stamp}: Heute erster Versuch mit <b>Mantrailing</b> – klappt! https://example.org/tipps`;
    await newMember(page, locale);
    const card = page.getByRole('article').filter({ hasText: stamp }).first();
    // The main comment form, a reply form and an edit form can be open at once: address each by its textbox.
    const formWith = (textbox: string) => card.locator('form').filter({ has: page.getByRole('textbox', { name: textbox }) });

    await test.step('without an own activity, liking, commenting and posting stay locked', async () => {
      await page.goto(`${prefix}/community`);
      await hydrated(page);
      // Before any tap, the feed says why and the like leads to a first activity.
      await expect(page.locator('#community-unlock')).toContainText(t.comment_locked);
      await expect(page.getByRole('link', { name: t.post_like_locked }).first()).toHaveAttribute('href', `${prefix}/activities/create`);
      await page
        .getByRole('button', { name: commentsToggle(t) })
        .first()
        .click();
      await expect(page.getByText(t.comment_locked)).toBeVisible();
      // The feed's note first, then the comment panel's own.
      await expect(page.getByRole('link', { name: t.comment_unlock_link }).last()).toHaveAttribute('href', `${prefix}/activities/create`);
      await page.goto(`${prefix}/community/create-post`);
      await expect(page.getByText(t.comment_locked)).toBeVisible();
    });

    await test.step('after a first activity, post once the form is complete', async () => {
      const created = await page.request.post('/api/activities', { data: firstActivity, headers: { origin: E2E_BASE_URL } });
      expect(created.status()).toBe(201);
      await page.goto(`${prefix}/community/create-post`);
      await hydrated(page);
      await page.getByRole('button', { name: t.create_post_submit }).click();
      await expect(page.getByText(t.validation_post_min)).toBeVisible();
      await expect(page.getByText(t.validation_post_type)).toBeVisible();
      await page.getByLabel(t.create_post_content).fill(text);
      await page.getByLabel(t.post_type_success_story).check();
      await page.getByRole('button', { name: t.create_post_submit }).click();
    });

    await test.step('the post shows its markup as text and its link as nofollow', async () => {
      await expect(page).toHaveURL(new RegExp(`${prefix}/community$`));
      await expect(page.getByText(t.post_created)).toBeVisible();
      await expect(card.locator('p').filter({ hasText: '<b>Mantrailing</b>' })).toBeVisible();
      await expect(card.getByRole('link', { name: 'https://example.org/tipps' })).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    });

    await test.step('like the post', async () => {
      await card.getByRole('button', { name: countPattern(t.post_likes, `${t.post_like}: `) }).click();
      await expect(card.getByRole('button', { name: `${t.post_like}: ${countText(t.post_likes, 1)}`, pressed: true })).toBeVisible();
    });

    await test.step('comment on it', async () => {
      await card.getByRole('button', { name: commentsToggle(t) }).click();
      const send = card.getByRole('button', { name: t.comment_send });
      await expect(send).toBeDisabled();
      await card.getByRole('textbox', { name: t.comment_add }).fill('Super gemacht!');
      await send.click();
      await expect(page.getByText(t.comment_added)).toBeVisible();
      await expect(card.getByText('Super gemacht!')).toBeVisible();
    });

    await test.step('reply to the comment', async () => {
      await card.getByRole('button', { name: t.comment_reply }).first().click();
      await card.getByRole('textbox', { name: t.comment_reply }).fill('Danke dir!');
      await formWith(t.comment_reply).getByRole('button', { name: t.comment_send }).click();
      await expect(card.getByText('Danke dir!')).toBeVisible();
    });

    await test.step('edit the comment', async () => {
      await card.getByRole('button', { name: t.comment_edit_action }).first().click();
      await card.getByRole('textbox', { name: t.comment_edit_action }).fill('Super gemacht, wirklich!');
      await formWith(t.comment_edit_action).getByRole('button', { name: t.comment_send }).click();
      await expect(card.getByText('Super gemacht, wirklich!')).toBeVisible();
      await expect(card.getByText(t.comment_edited).first()).toBeVisible();
    });

    await test.step('edit the post', async () => {
      await card.getByRole('button', { name: commentsToggle(t) }).click();
      await card.getByRole('button', { name: t.post_menu }).click();
      await card.getByRole('menuitem', { name: t.post_edit }).click();
      await page.getByRole('dialog').getByRole('textbox').fill(`${text} (ergänzt)`);
      await page.getByRole('dialog').getByRole('button', { name: t.post_save }).click();
      await expect(page.getByText(t.post_updated)).toBeVisible();
      await expect(card.getByText(t.post_edited)).toBeVisible();
    });

    await test.step('delete the post', async () => {
      await card.getByRole('button', { name: t.post_menu }).click();
      await card.getByRole('menuitem', { name: t.post_delete }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.post_delete }).click();
      await expect(page.getByText(t.post_deleted)).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: stamp })).toHaveCount(0);
    });
  });
}
