import { expect, test } from '@playwright/test';
import { paidMemberWithDog } from './fixtures';
import { expectAccessibleInBothThemes, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { messages } from './static-pages';

// The daily reminder on Heute (docs/decisions/047-training-reminder.md): a member with a dog turns it
// on by keyboard, without any script of the page's own, and sees it saved; push stays locked with
// the way to turn it on while the member has no device.

const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');

for (const locale of ['de', 'en'] as const) {
  const t = messages[locale];

  test(`${locale}: a member turns the daily reminder on from Heute by keyboard and sees it saved`, async ({ page, browser }) => {
    test.slow();
    await startInLightTheme(page);
    await paidMemberWithDog(page, browser, locale, 'Balu');
    await page.goto(`${prefix(locale)}/today`);
    const reminder = page.getByTestId('reminder');
    await expect(reminder.getByRole('heading', { name: t.reminder_title })).toBeVisible();
    await expect(reminder.getByTestId('reminder-status')).toHaveText(t.reminder_status_off);
    // No device yet: push is locked and says why, with the way to turn it on.
    await expect(reminder.getByRole('radio', { name: t.reminder_channel_push })).toBeDisabled();
    await expect(reminder.getByRole('link', { name: t.reminder_push_settings_link })).toHaveAttribute(
      'href',
      `${prefix(locale)}/settings/notifications#push-device`,
    );
    await expect(reminder.getByRole('radio', { name: t.reminder_channel_email })).toBeChecked();

    const enabled = reminder.getByRole('checkbox', { name: t.reminder_enabled_label });
    await enabled.focus();
    await page.keyboard.press('Space');
    await expect(enabled).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(reminder.getByLabel(t.reminder_hour_label)).toBeFocused();
    await reminder.getByLabel(t.reminder_hour_label).selectOption('7');
    await reminder.getByRole('button', { name: t.reminder_save }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/today#reminder$`));
    await expect(reminder.getByTestId('reminder-status')).toHaveText(t.reminder_status_email.replace('{time}', '07:00'));
    await expect(enabled).toBeChecked();
    await expect(reminder.getByLabel(t.reminder_hour_label)).toHaveValue('7');
    await screenshotsInBothThemes(page, `reminder-${locale}`, { element: page.getByTestId('reminder') });
    await expectAccessibleInBothThemes(page);
  });
}
