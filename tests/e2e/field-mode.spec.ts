import { expect, test, type Page } from '@playwright/test';
import { firstActivity, hydrated, paidMemberWithDog } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

// Field mode (docs/decisions/043-field-mode.md): one full screen with the clicker, the timer and the
// session form, every target at least 48 px on a phone, the clicks taken into the repetitions, the
// dog's last place and distraction chosen again, the screen kept on, and logging offline.
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const headers = { origin: E2E_BASE_URL };
const PHONE = { width: 390, height: 844 };

/** A new paying member with a dog and an activity of their own. */
async function memberWithActivity(page: Page, browser: Parameters<typeof paidMemberWithDog>[1], locale: 'de' | 'en') {
  const member = await paidMemberWithDog(page, browser, locale, 'Rex');
  const created = await page.request.post('/api/activities', {
    data: { ...firstActivity, title: locale === 'de' ? 'Sitz am Feldweg' : 'Sit by the path' },
    headers,
  });
  expect(created.status()).toBe(201);
  return { ...member, activityId: ((await created.json()) as { id: number }).id };
}

/** Every control of the screen that is smaller than 48 × 48 px: buttons, links, inputs and the labels around radios and checkboxes. */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main :is(button, a, select, textarea, input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), label:has(> input[type="radio"]), label:has(> input[type="checkbox"]))',
    );
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect();
      const shown = box.width > 0 && box.height > 0 && getComputedStyle(control).visibility !== 'hidden';
      return shown && (box.width < 48 || box.height < 48)
        ? [`${control.tagName} "${control.textContent?.trim() || control.getAttribute('name')}" ${box.width}×${box.height}`]
        : [];
    });
  });
}

/** Stands in for the Screen Wake Lock API, counting what the page asks of it. */
async function fakeWakeLock(page: Page) {
  await page.addInitScript(() => {
    const log = { requests: 0, releases: 0, sentinel: null as EventTarget | null };
    Object.assign(window, { wakeLog: log });
    Object.defineProperty(Navigator.prototype, 'wakeLock', {
      configurable: true,
      get: () => ({
        request: async () => {
          log.requests += 1;
          const sentinel = Object.assign(new EventTarget(), { released: false, type: 'screen' });
          Object.assign(sentinel, {
            release: async () => {
              if (sentinel.released) return;
              sentinel.released = true;
              log.releases += 1;
              sentinel.dispatchEvent(new Event('release'));
            },
          });
          log.sentinel = sentinel;
          return sentinel;
        },
      }),
    });
  });
}
const wakeLog = (page: Page) => page.evaluate(() => (window as unknown as { wakeLog: { requests: number; releases: number } }).wakeLog);

test.use({ viewport: PHONE });

for (const locale of LOCALES) {
  test(`${locale}: field mode opens from the activity, every target is at least 48 px, clicks become repetitions, the last place is remembered`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const t = messages[locale];
    await startInLightTheme(page);
    await fakeWakeLock(page);
    const { dogId, activityId } = await memberWithActivity(page, browser, locale);
    const activityPage = `${prefix(locale)}/activities/${activityId}`;
    const fieldPage = `${prefix(locale)}/training/field?activity=${activityId}`;
    const form = page.locator('form.session-form');

    await test.step('the activity page leads to field mode, whose way out leads back', async () => {
      await page.goto(activityPage);
      await page.getByRole('link', { name: t.training_field_mode_open }).click();
      await expect(page).toHaveURL(fieldPage);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: locale === 'de' ? 'Sitz am Feldweg' : 'Sit by the path' })).toBeVisible();
      await expect(page.getByText(fill(t.training_field_mode_dog, { name: 'Rex' }))).toBeVisible();
      // One screen of its own: no site header or footer, the clicker beside the form.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.tools_click, exact: true })).toBeVisible();
      await expect(form.getByLabel(t.training_setting_park)).toBeVisible();
      await expect(page.getByRole('link', { name: t.training_field_mode_exit })).toHaveAttribute('href', activityPage);
    });

    await test.step('the screen stays on, and is asked again when the page shows again', async () => {
      await expect(page.getByText(t.training_field_mode_awake)).toBeVisible();
      expect(await wakeLog(page)).toMatchObject({ requests: 1 });
      // The browser lets go when the page is hidden; showing it again asks anew.
      await page.evaluate(() => (window as unknown as { wakeLog: { sentinel: { release(): Promise<void> } } }).wakeLog.sentinel.release());
      await expect(page.getByText(t.training_field_mode_awake)).toBeHidden();
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByText(t.training_field_mode_awake)).toBeVisible();
      expect(await wakeLog(page)).toMatchObject({ requests: 2, releases: 1 });
    });

    await test.step('every control is at least 48 px, with counts and with the quick rating', async () => {
      expect(await smallTargets(page)).toEqual([]);
      await form.getByLabel(t.training_result_rating).check();
      await expect(form.getByLabel(fill(t.training_rating_paws, { rating: 5 }))).toBeVisible();
      expect(await smallTargets(page)).toEqual([]);
      await page.getByLabel(t.tools_mode_interval).check();
      expect(await smallTargets(page)).toEqual([]);
      await page.getByLabel(t.tools_mode_stopwatch).check();
      await expectNoSidewaysScroll(page);
    });

    await test.step('the clicks go into the repetitions with one tap', async () => {
      const clicker = page.getByRole('button', { name: t.tools_click, exact: true });
      for (let i = 0; i < 3; i++) await clicker.click();
      await expect(page.getByText(fill(t.tools_clicks, { count: 3 }))).toBeVisible();
      await page.getByRole('button', { name: t.tools_use_clicks }).click();
      // Counting is chosen again: the repetitions are what the clicks count.
      await expect(form.getByLabel(t.training_result_counts)).toBeChecked();
      await expect(form.getByLabel(t.training_field_repetitions, { exact: true })).toHaveValue('3');
      await expect(form.getByLabel(t.training_field_repetitions, { exact: true })).toBeFocused();
      await expect(page.getByText(t.tools_clicks_used)).toBeVisible();
    });

    await test.step('a logged session comes back to a blank form with the dog’s place and distraction chosen again, also after a reload', async () => {
      await form.getByLabel(t.training_field_duration).fill('6');
      await form.getByLabel(t.training_field_successes).fill('2');
      await form.getByLabel(t.training_setting_garden).check();
      await form.getByLabel(t.training_distraction_high).check();
      await form.getByRole('button', { name: t.training_submit }).click();
      await expect(page).toHaveURL(`${fieldPage}#field-logged`);
      await expect(page.getByText(t.training_field_mode_logged)).toBeVisible();
      await expect(form.getByLabel(t.training_field_repetitions, { exact: true })).toHaveValue('');
      await expect(form.getByLabel(t.training_setting_garden)).toBeChecked();
      await expect(form.getByLabel(t.training_distraction_high)).toBeChecked();
      await page.goto(fieldPage);
      await expect(form.getByLabel(t.training_setting_garden)).toBeChecked();
      await expect(form.getByLabel(t.training_distraction_high)).toBeChecked();
      const sessions = (await (await page.request.get(`/api/dogs/${dogId}/sessions`)).json()) as {
        items: { repetitions: number; successes: number; setting: string; distraction: string; durationMinutes: number }[];
      };
      expect(sessions.items).toMatchObject([{ repetitions: 3, successes: 2, setting: 'garden', distraction: 'high', durationMinutes: 6 }]);
    });

    await test.step('leaving field mode goes back to the activity', async () => {
      await page.getByRole('link', { name: t.training_field_mode_exit }).click();
      await expect(page).toHaveURL(activityPage);
    });

    await test.step('the training page leads to field mode too, offering the activity trained last', async () => {
      await page.goto(`${prefix(locale)}/training`);
      await page.getByRole('link', { name: t.training_field_mode_open }).click();
      await expect(page).toHaveURL(`${prefix(locale)}/training/field`);
      // The only activity trained so far is the form's, named rather than offered in a list.
      await expect(form.locator('input[name="activityId"]')).toHaveValue(String(activityId));
      await expect(page.getByRole('link', { name: t.training_field_mode_exit })).toHaveAttribute('href', `${prefix(locale)}/training`);
      // The way out follows the member: an activity's field mode opened from the training page leads back there.
      await page.goto(`${prefix(locale)}/training`);
      await page.evaluate((url) => location.assign(url), fieldPage);
      await expect(page).toHaveURL(fieldPage);
      await expect(page.getByRole('link', { name: t.training_field_mode_exit })).toHaveAttribute('href', `${prefix(locale)}/training`);
    });

    await test.step('Heute leads to field mode for the activity to train, and the way out back to Heute', async () => {
      await page.goto(`${prefix(locale)}/today`);
      await page.getByRole('link', { name: t.training_field_mode_open }).click();
      await expect(page).toHaveURL(fieldPage);
      await expect(page.getByRole('link', { name: t.training_field_mode_exit })).toHaveAttribute('href', `${prefix(locale)}/today`);
    });

    await test.step('accessible in both themes', async () => {
      await page.goto(fieldPage);
      await expectAccessibleInBothThemes(page);
      await screenshotsInBothThemes(page, `field-mode-${locale}`);
    });
  });
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  for (const locale of LOCALES) {
    test(`${locale}: a session logged in field mode without a connection waits on the device and is sent once back online`, async ({
      page,
      browser,
      context,
    }) => {
      test.slow();
      const t = messages[locale];
      await startInLightTheme(page);
      const { dogId, activityId } = await memberWithActivity(page, browser, locale);
      const fieldPage = `${prefix(locale)}/training/field?activity=${activityId}`;
      await page.goto(fieldPage);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // Through the worker now: it keeps the page for the field.
      await page.reload();
      await expect
        .poll(() => page.evaluate(async (url) => (await (await caches.open('rudel-member-pages')).match(url)) !== undefined, fieldPage), { timeout: 15_000 })
        .toBe(true);

      await context.setOffline(true);
      await page.goto(fieldPage);
      await hydrated(page);
      const form = page.locator('form.session-form');
      await form.getByLabel(t.training_field_duration).fill('4');
      await form.getByLabel(t.training_result_rating).check();
      await form.getByLabel(fill(t.training_rating_paws, { rating: 5 })).check();
      await form.getByLabel(t.training_setting_street).check();
      await form.getByLabel(t.training_distraction_medium).check();
      await form.getByRole('button', { name: t.training_submit }).click();
      await expect(page.getByText(t.outbox_saved)).toBeVisible();
      const outbox = page.getByRole('region', { name: t.outbox_title });
      await expect(outbox.getByText(t.outbox_pending)).toHaveCount(1);

      await context.setOffline(false);
      await expect(page.getByText(t.outbox_synced)).toBeVisible();
      const sessions = (await (await page.request.get(`/api/dogs/${dogId}/sessions`)).json()) as {
        items: { rating: number; setting: string; distraction: string; durationMinutes: number }[];
      };
      expect(sessions.items).toMatchObject([{ rating: 5, setting: 'street', distraction: 'medium', durationMinutes: 4 }]);
    });
  }
});
