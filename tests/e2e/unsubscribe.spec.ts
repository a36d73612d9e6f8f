import { expect, test } from '@playwright/test';
import { firstActivity, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

const headers = { origin: E2E_BASE_URL };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * A notification email's unsubscribe link, opened by someone who is not signed in (the email may be
 * read anywhere): the page asks, the button turns those emails off, and the member's choices show it.
 */
for (const locale of LOCALES) {
  test(`${locale}: the unsubscribe link of a notification email works without signing in`, async ({ page, browser }) => {
    test.slow();
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    const email = await newMember(page, locale);
    expect((await page.request.post('/api/activities', { data: firstActivity, headers })).status()).toBe(201);
    const author = (await (await page.request.get('/api/current-user')).json()) as { id: number };
    const post = await page.request.post('/api/posts', { data: { content: 'Wer hat Tipps fürs Warten?', type: 'post', authorId: author.id }, headers });
    const postId = ((await post.json()) as { id: number }).id;

    // Another member comments: the author is mailed at once.
    const other = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers: 'block' });
    const otherPage = await other.newPage();
    await newMember(otherPage, locale);
    expect((await otherPage.request.post('/api/activities', { data: firstActivity, headers })).status()).toBe(201);
    expect((await otherPage.request.post(`/api/posts/${postId}/comments`, { data: { content: 'Kurze Schritte!', parentId: null }, headers })).status()).toBe(
      201,
    );
    await other.close();

    let link = '';
    let oneClick = '';
    await expect(async () => {
      const mails = (await (await page.request.get(`/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        text: string;
        headers?: Record<string, string>;
      }[];
      const mail = mails.find((m) => m.headers?.['List-Unsubscribe']);
      expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      link = mail?.text.match(/https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+/)?.[0] ?? '';
      oneClick = /^<(.+)>$/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
      expect(link).not.toBe('');
      expect(oneClick).not.toBe('');
    }).toPass();

    // A fresh browser, signed in nowhere.
    const stranger = await browser.newContext({ baseURL: E2E_BASE_URL, serviceWorkers: 'block' });
    const reader = await stranger.newPage();
    await reader.setViewportSize({ width: 390, height: 844 });
    await reader.goto(new URL(link).pathname + new URL(link).search);
    await expect(reader.getByRole('heading', { level: 1, name: t.notification_unsubscribe_title })).toBeVisible();
    const topics = t.notification_settings_topic_comment;
    await expect(reader.getByText(fill(t.notification_unsubscribe_confirm, { topics }))).toBeVisible();
    await expectAccessibleInBothThemes(reader);
    await expectNoSidewaysScroll(reader);

    // Opening the page changed nothing; the button (by keyboard) does.
    expect(((await (await page.request.get('/api/notification-preferences')).json()) as { comment: { email: string } }).comment.email).toBe('instant');
    await reader.getByRole('button', { name: t.notification_unsubscribe_button }).focus();
    await reader.keyboard.press('Enter');
    await expect(reader.getByRole('status')).toHaveText(fill(t.notification_unsubscribe_done, { topics }));
    const choices = (await (await page.request.get('/api/notification-preferences')).json()) as Record<string, { email: string; push: boolean }>;
    expect(choices.comment).toEqual({ email: 'off', push: true });
    expect(choices.reply?.email).toBe('instant');

    // A mail client's one-click unsubscribe (RFC 8058) through the whole Worker: a form post with no
    // Origin and no cookie, which Astro's origin check would refuse on any other route.
    const oneClickUrl = new URL(oneClick);
    const form = { form: { 'List-Unsubscribe': 'One-Click' } };
    const mailClient = await stranger.request.post(oneClickUrl.pathname + oneClickUrl.search, form);
    expect(mailClient.status()).toBe(200);
    expect(await mailClient.json()).toEqual({ unsubscribed: ['comment'] });
    expect((await stranger.request.post('/api/notifications/read', form)).status()).toBe(403);

    // A damaged link says so, and changes nothing.
    await reader.goto(`${locale === 'de' ? '' : '/en'}/notifications/unsubscribe?token=${encodeURIComponent(`${author.id}.1.${'A'.repeat(43)}`)}`);
    await expect(reader.getByRole('alert')).toHaveText(t.notification_unsubscribe_invalid);
    await stranger.close();
  });
}
