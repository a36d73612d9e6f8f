import { expect, test, type Page } from '@playwright/test';
import { hydrated, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes } from './page-checks';
import { LOCALES, messages } from './static-pages';
import { PUSH } from './tags';

// The notification settings page (docs/decisions/050-notification-groups.md): a table of topics ×
// channels — email off, at once, daily or weekly digest as radios, push as a checkbox, in the app
// always. Turning push on for the device needs service workers: push-device.spec.ts.

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');

/** Waits for the page's islands; once hydrated the device section has looked at the browser. */
async function openSettings(page: Page) {
  await hydrated(page);
  // Push on this device hydrates when scrolled to (client:visible).
  await page.locator('#push-device').scrollIntoViewIfNeeded();
  await expect(page.getByText(messages.en.notification_settings_device_checking)).toBeHidden();
  await expect(page.getByText(messages.de.notification_settings_device_checking)).toBeHidden();
  return page.locator('main');
}
/** A radio's and a checkbox's names say topic and channel: "Likes, By email: Weekly digest", "Likes: By push". */
const emailChoice = (t: (typeof messages)['en'], topic: string, cadence: string) => `${topic}, ${t.notification_settings_email}: ${cadence}`;

for (const locale of LOCALES) {
  test(`${locale}: a member sets email and push per topic, saves, and finds the choice kept`, { tag: PUSH }, async ({ page, context }) => {
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await newMember(page, locale);
    // Without a decision on the prompt the browser would answer "default"; granted, the device section offers the button.
    await context.grantPermissions(['notifications']);

    await test.step('the inbox links to the settings page', async () => {
      await page.goto(`${prefix(locale)}/notifications`);
      await hydrated(page);
      await page.getByRole('link', { name: t.notifications_settings_link, exact: true }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/settings/notifications`);
    });

    const section = await openSettings(page);
    await expect(section.getByRole('heading', { level: 1, name: t.notification_settings_page_title })).toBeVisible();
    await expect(section.getByText(t.notification_settings_intro)).toBeVisible();
    const table = section.getByRole('table', { name: t.notification_settings_table_caption });
    const like = t.notification_settings_topic_like;
    const comment = t.notification_settings_topic_comment;
    const likesWeekly = table.getByRole('radio', { name: emailChoice(t, like, t.notification_settings_email_weekly) });
    const likesPush = table.getByRole('checkbox', { name: `${like}: ${t.notification_settings_push}` });
    const commentsPush = table.getByRole('checkbox', { name: `${comment}: ${t.notification_settings_push}` });
    const likesCadence = locale === 'de' ? 'off' : 'daily';
    const likesChosen = table.getByRole('radio', {
      name: emailChoice(t, like, locale === 'de' ? t.notification_settings_email_off : t.notification_settings_email_daily),
    });

    await test.step('the defaults come with the page: likes weekly without push, comments at once with push', async () => {
      await expect(table.getByRole('rowheader', { name: new RegExp(like) })).toBeVisible();
      await expect(table.getByText(t.notification_settings_topic_like_hint)).toBeVisible();
      await expect(likesWeekly).toBeChecked();
      await expect(likesPush).not.toBeChecked();
      await expect(table.getByRole('radio', { name: emailChoice(t, comment, t.notification_settings_email_instant) })).toBeChecked();
      await expect(commentsPush).toBeChecked();
      await expect(section.getByRole('heading', { level: 2, name: t.notification_settings_device_title })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    await test.step('changed with the keyboard only, and saved', async () => {
      // Arrow keys move within a topic's email radios, Space toggles push, Enter saves.
      await likesWeekly.focus();
      await page.keyboard.press(locale === 'de' ? 'ArrowRight' : 'ArrowLeft');
      await expect(likesChosen).toBeChecked();
      await expect(likesChosen).toBeFocused();
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
      await expect(likesChosen).toBeChecked();
      await expect(likesPush).toBeChecked();
      await expect(commentsPush).not.toBeChecked();
    });

    await test.step('the device section offers push for this browser', async () => {
      await expect(section.getByRole('button', { name: t.notification_settings_device_enable })).toBeVisible();
      await expect(section.getByText(t.notification_settings_device_off)).toBeVisible();
    });

    await test.step('the old address and the alias lead here', async () => {
      await page.goto(`${prefix(locale)}/einstellungen/benachrichtigungen`);
      await expect(page).toHaveURL(`${prefix(locale)}/settings/notifications`);
      await page.goto(`${prefix(locale)}/profile`);
      await page.getByRole('link', { name: t.notification_settings_profile_link }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/settings/notifications`);
      await openSettings(page);
    });

    await screenshotsInBothThemes(page, `settings-${locale}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessibleInBothThemes(page, { selector: 'main', prepare: async () => void (await openSettings(page)) });
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
  await page.goto('/en/settings/notifications');
  const section = await openSettings(page);
  const likesOff = section.getByRole('radio', { name: emailChoice(t, t.notification_settings_topic_like, t.notification_settings_email_off) });
  await likesOff.check();
  await section.getByRole('button', { name: t.notification_settings_save }).click();
  await expect(section.getByRole('alert')).toHaveText(t.error_unexpected);
  await expect(section.getByRole('status').filter({ hasText: t.notification_settings_saved })).toHaveCount(0);
  await expect(likesOff).toBeChecked();
  expect(((await (await page.request.get('/api/notification-preferences')).json()) as { like: { email: string } }).like.email).toBe('weekly');
});
