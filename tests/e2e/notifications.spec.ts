import { expect, test, type Page } from '@playwright/test';
import { firstActivity, hydrated, newMember, registerVerified } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const headers = { origin: E2E_BASE_URL };
const PASSWORD = 'Glocke1Klingelt';
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * A new member who may write: their first activity unlocks posts and comments. Answers their id and
 * name. `viaForm` signs in on the login page, as a member does, so the header knows them.
 */
async function writer(page: Page, locale: 'de' | 'en', viaForm = false) {
  if (viaForm) {
    const email = await registerVerified(page.request, `glocke-${locale}`, PASSWORD, locale);
    await page.goto(`${prefix(locale)}/login`);
    await hydrated(page);
    await page.getByLabel(messages[locale].field_email).fill(email);
    await page.getByLabel(messages[locale].field_password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: messages[locale].login_submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/profile$`));
    expect((await page.request.post('/api/user/disclaimer-accepted', { headers })).status()).toBe(200);
  } else {
    await newMember(page, locale);
  }
  expect((await page.request.post('/api/activities', { data: firstActivity, headers })).status()).toBe(201);
  return (await (await page.request.get('/api/current-user')).json()) as { id: number; displayName: string };
}

for (const locale of LOCALES) {
  test(`${locale}: a comment on a member's post rings their bell, and the inbox opens the comment`, async ({ page, browser }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    const author = await writer(page, locale, true);
    const post = await page.request.post('/api/posts', {
      data: { content: 'Balu hat heute zum ersten Mal gewartet!', type: 'post', authorId: author.id },
      headers,
    });
    expect(post.status()).toBe(201);
    const postId = ((await post.json()) as { id: number }).id;

    // Another member comments, in a browser of their own.
    const other = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers: 'block' });
    const otherPage = await other.newPage();
    const commenter = await writer(otherPage, locale);
    const comment = await otherPage.request.post(`/api/posts/${postId}/comments`, { data: { content: 'Super, weiter so! 🐕', parentId: null }, headers });
    expect(comment.status()).toBe(201);
    const commentId = ((await comment.json()) as { id: number }).id;
    await other.close();

    // The bell, on a static page too, shows the unread count.
    await page.goto(`${prefix(locale)}/about`);
    const bell = page.getByRole('link', { name: fill(t.notifications_bell_unread, { count: '1' }) });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveText('1');
    await bell.click();

    await expect(page).toHaveURL(`${prefix(locale)}/notifications`);
    await expect(page.getByRole('heading', { level: 1, name: t.notifications_title })).toBeVisible();
    await hydrated(page);
    const entry = page.getByRole('link', { name: `${t.notifications_unread_label}: ${fill(t.notification_comment, { who: commenter.displayName })}` });
    await expect(entry).toBeVisible();
    await expect(page.getByText(fill(t.notifications_unread_count, { count: '1' }))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, { selector: 'main' });

    await entry.click();
    await expect(page).toHaveURL(`${prefix(locale)}/community/posts/${postId}#comment-${commentId}`);
    const opened = page.locator(`#comment-${commentId}`);
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    await expect(opened.getByText('Super, weiter so! 🐕')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Opening it marked it read: the bell shows no count any more.
    await expect(page.getByRole('link', { name: t.notifications_bell, exact: true })).toBeVisible();

    await page.goto(`${prefix(locale)}/notifications`);
    await expect(page.getByText(t.notifications_all_read)).toBeVisible();
    await expect(page.getByRole('button', { name: t.notifications_mark_all })).toBeDisabled();
  });
}

test('visitors get no bell and are asked to log in on the inbox', async ({ page }) => {
  const t = messages.de;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/notifications')) asked.push(request.url());
  });
  await page.goto('/about');
  await expect(page.getByRole('link', { name: t.notifications_bell })).toBeHidden();
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: t.login_required_title })).toBeVisible();
  await expect(page.getByText(t.notifications_login_body)).toBeVisible();
  expect(asked).toEqual([]);
});
