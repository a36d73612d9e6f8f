import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, hydrated, loginAs, newMember } from './fixtures';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';

const t = messages.de;
const headers = { origin: E2E_BASE_URL };

/** A signed-in API context for a demo account (a second browser, as far as the server knows). */
async function memberRequest(playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }, email: string) {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await request.post('/api/login', { data: { email, password: DEMO_PASSWORD }, headers })).status()).toBe(200);
  return request;
}

test('a member reports a post; at three reports it is hidden and a moderator deletes it and warns the author', async ({ page, browser, playwright }) => {
  const stamp = `melde-${Date.now()}`;
  // The author: a new member whose first activity unlocks posting.
  const authorPage = await (await browser.newContext({ baseURL: E2E_BASE_URL })).newPage();
  await newMember(authorPage, 'de');
  const activity = {
    title: 'Leckerli-Suche',
    description: 'Im Garten suchen lassen.',
    content: 'x'.repeat(120),
    difficulty: 'beginner',
    duration: 10,
    location: 'outdoor',
    tags: [],
    images: [],
  };
  expect((await authorPage.request.post('/api/activities', { data: activity, headers })).status()).toBe(201);
  const created = await authorPage.request.post('/api/posts', { data: { content: `${stamp}: Kauft meine Leckerlis, nur heute!`, type: 'post' }, headers });
  const { id: postId } = (await created.json()) as { id: number };

  await loginAs(page, 'ben@rudel.test');
  await page.goto('/community');
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: stamp }).first();
  await card.getByRole('button', { name: t.post_menu }).click();
  await card.getByRole('menuitem', { name: t.report_action }).click();
  const dialog = page.getByRole('dialog', { name: t.report_title });
  await dialog.getByLabel(t.report_reason_spam).check();
  await dialog.getByRole('button', { name: t.report_submit }).click();
  await expect(page.getByText(t.report_sent)).toBeVisible();

  for (const email of ['emma@rudel.test', 'tom@rudel.test']) {
    const request = await memberRequest(playwright, email);
    expect((await request.post('/api/reports', { data: { targetType: 'post', targetId: postId, reason: 'spam' }, headers })).status()).toBe(201);
  }
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: stamp })).toHaveCount(0);

  await loginAs(page, 'moderator@rudel.test');
  await page.goto('/moderation');
  await hydrated(page);
  const item = page.getByRole('listitem').filter({ hasText: stamp }).first();
  await expect(item).toContainText(t.moderation_hidden);
  await item.getByLabel(t.moderation_sanction_label).selectOption('warn');
  await item.getByRole('button', { name: t.moderation_delete }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.moderation_delete }).click();
  await expect(page.getByText(t.moderation_done)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: stamp })).toHaveCount(0);
});
