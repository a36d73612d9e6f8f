import { expect, test, type Page } from '@playwright/test';
import { hydrated, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { LOCALES, messages } from './static-pages';

// The notification settings on the profile (docs/decisions/032-notifications.md): per topic email
// (off, at once, daily or weekly digest) and push, in the app always. Turning push on for the
// device needs service workers: push-device.spec.ts.

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

/** Brings the section into view and waits for its island, which hydrates only when seen (client:visible). */
async function openSettings(page: Page) {
  const section = page.locator('#notification-settings');
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(#notification-settings)')).not.toHaveAttribute('ssr');
  // Once hydrated the device section has looked at the browser.
  await expect(section.getByRole('heading', { level: 3 }).last()).toBeVisible();
  return section;
}

for (const locale of LOCALES) {
  test(`${locale}: a member sets email and push per topic, saves, and finds the choice kept`, async ({ page, context }) => {
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);
    // Without a decision on the prompt the browser would answer "default"; granted, the device section offers the button.
    await context.grantPermissions(['notifications']);

    await test.step('the inbox links to the settings', async () => {
      await page.goto(`${prefix(locale)}/notifications`);
      await hydrated(page);
      await page.getByRole('link', { name: t.notifications_settings_link, exact: true }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/profile#notification-settings`);
    });

    const section = await openSettings(page);
    await expect(section.getByRole('heading', { level: 2, name: t.notification_settings_title })).toBeVisible();
    await expect(section.getByText(t.notification_settings_intro)).toBeVisible();
    const likes = section.getByRole('group', { name: t.notification_settings_topic_like });
    const comments = section.getByRole('group', { name: t.notification_settings_topic_comment });
    const likesEmail = likes.getByRole('combobox', { name: `${t.notification_settings_email}: ${t.notification_settings_topic_like}` });
    const likesPush = likes.getByRole('checkbox', { name: `${t.notification_settings_push}: ${t.notification_settings_topic_like}` });
    const commentsPush = comments.getByRole('checkbox', { name: `${t.notification_settings_push}: ${t.notification_settings_topic_comment}` });

    await test.step('the defaults come with the page: likes weekly without push, comments at once with push', async () => {
      await expect(likes.getByText(t.notification_settings_topic_like_hint)).toBeVisible();
      await expect(likes.getByText(t.notification_settings_in_app_always)).toBeVisible();
      await expect(likesEmail).toHaveValue('weekly');
      await expect(likesPush).not.toBeChecked();
      await expect(comments.getByRole('combobox')).toHaveValue('instant');
      await expect(commentsPush).toBeChecked();
      await expect(section.getByRole('heading', { level: 3, name: t.notification_settings_device_title })).toBeVisible();
      await expect(section.getByText(t.notification_settings_device_checking)).toBeHidden();
      await expectNoSidewaysScroll(page);
    });

    const likesCadence = locale === 'de' ? 'off' : 'daily';
    await test.step('changed with the keyboard too, and saved', async () => {
      await likesEmail.selectOption(likesCadence);
      await likesPush.focus();
      await page.keyboard.press('Space');
      await expect(likesPush).toBeChecked();
      await commentsPush.focus();
      await page.keyboard.press('Space');
      await expect(commentsPush).not.toBeChecked();
      await section.getByRole('button', { name: t.notification_settings_save }).focus();
      await page.keyboard.press('Enter');
      await expect(section.getByRole('status').filter({ hasText: t.notification_settings_saved })).toBeVisible();
      await expect(section.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    });

    await test.step('the server agrees', async () => {
      const choices = (await (await page.request.get('/api/notification-preferences')).json()) as Record<string, { email: string; push: boolean }>;
      expect(choices.like).toEqual({ email: likesCadence, push: true });
      expect(choices.comment).toEqual({ email: 'instant', push: false });
      expect(choices.reply).toEqual({ email: 'instant', push: true });
    });

    await test.step('after a reload the choices are still there', async () => {
      await page.reload();
      await openSettings(page);
      await expect(likesEmail).toHaveValue(likesCadence);
      await expect(likesPush).toBeChecked();
      await expect(commentsPush).not.toBeChecked();
    });

    await test.step('the device section offers push for this browser', async () => {
      await expect(section.getByRole('button', { name: t.notification_settings_device_enable })).toBeVisible();
      await expect(section.getByText(t.notification_settings_device_off)).toBeVisible();
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessibleInBothThemes(page, { selector: '#notification-settings', prepare: async () => void (await openSettings(page)) });
  });
}

test('a failed save says so and keeps the choice on screen', async ({ page }) => {
  const t = messages.en;
  await newMember(page, 'en');
  await page.route('**/api/notification-preferences', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'error_unexpected', message: t.error_unexpected }) })
      : route.continue(),
  );
  await page.goto('/en/profile#notification-settings');
  const section = await openSettings(page);
  const likesEmail = section.getByRole('group', { name: t.notification_settings_topic_like }).getByRole('combobox');
  await likesEmail.selectOption('off');
  await section.getByRole('button', { name: t.notification_settings_save }).click();
  await expect(section.getByRole('alert')).toHaveText(t.error_unexpected);
  await expect(section.getByRole('status').filter({ hasText: t.notification_settings_saved })).toHaveCount(0);
  await expect(likesEmail).toHaveValue('off');
  expect(((await (await page.request.get('/api/notification-preferences')).json()) as { like: { email: string } }).like.email).toBe('weekly');
});
