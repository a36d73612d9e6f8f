import { expect, test, type Page } from '@playwright/test';
import { firstActivity, hydrated, loginAs, newMember, registerVerified } from './fixtures';
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
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/today$`));
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
    // The comment's words, quoted the way the reader's language quotes.
    await expect(page.getByText(fill(t.notification_quote, { text: 'Super, weiter so! 🐕' }))).toBeVisible();
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

for (const locale of LOCALES) {
  test(`${locale}: typing @ in a post suggests members; the chosen one is mentioned and told`, async ({ page, browser }) => {
    const t = messages[locale];
    await writer(page, locale);
    await page.goto(`${prefix(locale)}/community/create-post`);
    await hydrated(page);
    const text = page.getByRole('textbox', { name: t.create_post_content });
    await text.pressSequentially('Danke @trainerin');
    const suggestions = page.getByRole('listbox', { name: t.mention_suggestions });
    await expect(suggestions.getByRole('option', { name: /trainerin_julia/ })).toBeVisible();
    // Checked with the suggestions open, in both themes (each theme reloads the page).
    await expectAccessibleInBothThemes(page, {
      selector: 'main',
      prepare: async () => {
        await text.pressSequentially('@trainerin');
        await expect(suggestions).toBeVisible();
      },
    });
    await text.fill('');
    await text.pressSequentially('Danke @trainerin');
    await expect(suggestions.getByRole('option', { name: /trainerin_julia/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(text).toHaveValue('Danke @trainerin_julia ');
    await expect(suggestions).toBeHidden();
    await text.pressSequentially('fürs Zeigen!');
    await page.getByRole('radio', { name: t.post_type_post, exact: true }).check();
    await page.getByRole('button', { name: t.create_post_submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/community`));
    await expect(page.getByRole('link', { name: '@trainerin_julia' }).first()).toHaveAttribute('href', `${prefix(locale)}/members/trainerin_julia`);

    const julia = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers: 'block' });
    await loginAs(await julia.newPage(), 'julia@rudel.test');
    const inbox = (await (await julia.request.get('/api/notifications')).json()) as { items: { kind: string; excerpt: string }[] };
    expect(inbox.items[0]).toMatchObject({ kind: 'mention', excerpt: 'Danke @trainerin_julia fürs Zeigen!' });
    await julia.close();
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
