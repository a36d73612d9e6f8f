import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { firstActivity, hydrated, paidMemberWithDog } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

// The installed app in the field (docs/decisions/031-offline-field-app.md): the service worker keeps
// the training page and the member's favourite activities with their pictures, any other page shows
// the offline page, sessions logged offline wait on the device and are sent once when the connection
// returns, a refused one is shown with its reason, and signing out forgets the member's pages.
test.use({ serviceWorkers: 'allow' });

const headers = { origin: E2E_BASE_URL };
const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
const PICTURE = readFileSync(new URL('../../public/icons/icon-512.png', import.meta.url));
const MEMBER_PAGES = 'rudel-member-pages';
const MEMBER_MEDIA = 'rudel-member-media';

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const cached = (page: Page, cache: string, url: string) =>
  page.evaluate(async ([name, key]) => (await (await caches.open(name)).match(key)) !== undefined, [cache, url] as const);

/** A member's own activity, with a picture, marked as a favourite: its page is kept for the field. */
async function favouriteActivity(page: Page, userId: number, title: string): Promise<{ id: number; picture: { thumbnail: string; medium: string } }> {
  const upload = await page.request.post('/api/process-image', {
    multipart: { imageFile: { name: 'paw.png', mimeType: 'image/png', buffer: PICTURE } },
    headers,
  });
  expect(upload.status()).toBe(201);
  const picture = (await upload.json()) as { thumbnail: string; medium: string };
  const created = await page.request.post('/api/activities', { data: { ...firstActivity, title, images: [picture.medium] }, headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect((await page.request.post(`/api/activity-progress/${userId}/${id}`, { data: { favorite: true }, headers })).ok()).toBe(true);
  return { id, picture };
}

for (const locale of LOCALES) {
  test(`${locale}: favourites work offline, sessions logged there are sent once, a refused one is shown, sign-out forgets the pages`, async ({
    page,
    browser,
    context,
  }) => {
    test.slow();
    const t = messages[locale];
    const { userId, dogId } = await paidMemberWithDog(page, browser, locale, 'Rex');
    const kept = await favouriteActivity(page, userId, locale === 'de' ? 'Apportieren am Feldrand' : 'Fetch by the field');
    const doomed = await favouriteActivity(page, userId, locale === 'de' ? 'Slalom um Heuballen' : 'Slalom round hay bales');
    const keptPath = `${prefix(locale)}/activities/${kept.id}`;
    const doomedPath = `${prefix(locale)}/activities/${doomed.id}`;

    await test.step('opening the training page keeps it and the favourites, with their pictures', async () => {
      await page.goto(`${prefix(locale)}/training`);
      await controlled(page);
      // The first visit installed the worker; this one passes through it and asks it to keep the pages.
      await page.reload();
      const patience = { timeout: 15_000 };
      for (const url of [`${prefix(locale)}/training`, keptPath, doomedPath]) await expect.poll(() => cached(page, MEMBER_PAGES, url), patience).toBe(true);
      for (const url of [kept.picture.thumbnail, kept.picture.medium]) await expect.poll(() => cached(page, MEMBER_MEDIA, url), patience).toBe(true);
    });

    await context.setOffline(true);

    await test.step('offline, the header says so, a favourite opens, any other page is the offline page', async () => {
      await page.goto(keptPath);
      await expect(page.getByRole('heading', { level: 1, name: locale === 'de' ? 'Apportieren am Feldrand' : 'Fetch by the field' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('status')).toContainText(t.offline_badge_hint);
      await expect(page.getByRole('banner').locator('[data-offline]')).toBeVisible();
      await expect(page.locator(`img[src="${kept.picture.medium}"], img[src="${kept.picture.thumbnail}"]`).first()).toBeVisible();
      await page.goto(`${prefix(locale)}/community`);
      await expect(page.getByRole('heading', { level: 1, name: t.offline_title })).toBeVisible();
      await expectAccessibleInBothThemes(page);
      await expectNoSidewaysScroll(page);
    });

    const outbox = page.getByRole('region', { name: t.outbox_title });
    await test.step('sessions logged offline wait on the device, listed as pending', async () => {
      for (const [path, minutes] of [
        [keptPath, 12],
        [doomedPath, 7],
      ] as const) {
        await page.goto(path);
        await hydrated(page);
        const form = page.locator('form.session-form');
        await form.getByLabel(t.training_field_duration).fill(String(minutes));
        await form.getByLabel(t.training_result_rating).check();
        await form.getByLabel(t.training_field_rating).selectOption('4');
        await form.getByRole('button', { name: t.training_submit }).click();
        // The browser's own checks stand in for the server's until the session is sent.
        await expect(page.getByText(t.outbox_saved)).toHaveCount(0);
        await form.getByLabel(t.training_setting_park).check();
        await form.getByLabel(t.training_distraction_low).check();
        await form.getByRole('button', { name: t.training_submit }).click();
        await expect(page.getByText(t.outbox_saved)).toBeVisible();
      }
      await expect(outbox.getByText(t.outbox_pending)).toHaveCount(2);
      // Dated as the rest of the app writes dates (British English: day before month).
      const today = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date());
      await expect(outbox.locator('[data-outbox-item="pending"]').first()).toContainText(today);
      await expectNoSidewaysScroll(page);
    });

    // Meanwhile the member's other device deletes one of the two activities.
    expect((await page.request.delete(`/api/activities/${doomed.id}`, { headers })).status()).toBe(204);

    await test.step('back online, one session is sent exactly once and the refused one stays with its reason', async () => {
      await context.setOffline(false);
      await expect(page.getByText(t.outbox_synced)).toBeVisible();
      const conflict = outbox.locator('[data-outbox-item="conflict"]');
      await expect(conflict).toHaveCount(1);
      await expect(outbox.locator('[data-outbox-item="pending"]')).toHaveCount(0);
      await expect(conflict).toContainText(fill(t.outbox_conflict, { reason: '' }).trim());
      const sessions = (await (await page.request.get(`/api/dogs/${dogId}/sessions`)).json()) as {
        items: { activity: { id: number }; durationMinutes: number }[];
      };
      expect(sessions.items.map((session) => [session.activity.id, session.durationMinutes])).toEqual([[kept.id, 12]]);

      // Still there on the training page: nothing is dropped until the member says so.
      await page.goto(`${prefix(locale)}/training`);
      await expect(outbox.locator('[data-outbox-item="conflict"]')).toHaveCount(1);
      await expectAccessibleInBothThemes(page, { selector: '[data-session-outbox]' });
      await outbox.getByRole('button', { name: t.outbox_discard }).click();
      await expect(outbox).toBeHidden();
      const again = (await (await page.request.get(`/api/dogs/${dogId}/sessions`)).json()) as { items: unknown[] };
      expect(again.items).toHaveLength(1);
    });

    await test.step('signing out forgets the member’s kept pages and pictures', async () => {
      // What the header's sign-out button sends (this member signed in through the API, so the
      // header does not know them); the worker sees it pass.
      expect(await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST', headers: { Accept: 'application/json' } })).status)).toBe(204);
      await expect.poll(() => cached(page, MEMBER_PAGES, keptPath)).toBe(false);
      await expect.poll(() => cached(page, MEMBER_MEDIA, kept.picture.medium)).toBe(false);
    });
  });
}

for (const locale of LOCALES) {
  test(`${locale}: a new version waits until the member accepts the update prompt`, async ({ page }) => {
    const t = messages[locale];
    await page.goto(`${prefix(locale)}/about`);
    await controlled(page);
    // A deploy, as the browser sees it: a worker script it has not run yet. Registered here under
    // another address, since Playwright cannot intercept the browser's own fetch of the worker script.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=next'));
    const prompt = page.locator('[data-update-prompt]');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: t.update_prompt_reload })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.update_prompt_text })).toBeVisible();
    await expectAccessibleInBothThemes(page, { selector: '[data-update-prompt]' });
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(before).toMatch(/\/sw\.js$/);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: t.update_prompt_reload }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?deploy=next$/);
    await expect(prompt).toBeHidden();
    // "Later" hides the prompt until the next page.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=after'));
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: t.update_prompt_later }).click();
    await expect(prompt).toBeHidden();
  });
}

test('the app is installable in both languages: a manifest per language with icons in every size', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto(locale === 'de' ? '/' : '/en');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(locale === 'de' ? '/manifest.webmanifest' : '/en/manifest.webmanifest');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      id: string;
      lang: string;
      start_url: string;
      display: string;
      name: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      lang: locale,
      start_url: locale === 'de' ? '/today' : '/en/today',
      display: 'standalone',
      name: messages[locale].app_manifest_name,
    });
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: size, purpose, type: 'image/png' }));
    }
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, icon.type]);
    }
  }
});
