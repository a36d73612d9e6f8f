import { expect, test } from '@playwright/test';
import { png } from './files';
import { hydrated, loginAs } from './fixtures';
import { messages } from './static-pages';

test('a member uploads a large picture as avatar (scaled in the browser), sees it in the header, and removes it', async ({ page }) => {
  const t = messages.de;
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/profile');
  await hydrated(page);
  const processed = page.waitForResponse((response) => response.url().endsWith('/api/process-image'));
  // The upload loads when the member opens it, and takes the keyboard focus.
  await page.getByRole('button', { name: t.profile_avatar_open }).click();
  await expect(page.getByLabel(t.profile_avatar_upload)).toBeFocused();
  await page.getByLabel(t.profile_avatar_upload).setInputFiles({ name: 'hund.png', mimeType: 'image/png', buffer: png(3000, 2000) });
  // The Worker received the browser's copy, scaled to 2048 px on the long edge.
  expect((await (await processed).json()).metadata).toEqual({ width: 2048, height: 1365 });

  const avatar = page.locator('#profile-name').locator('xpath=ancestor::section[1]').locator('img').first();
  await expect(avatar).toHaveAttribute('src', /^\/media\/images\/[0-9a-f-]+\/thumbnail\.(jpg|png)$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').avatarUrl)).toMatch(/^\/media\/images\//);
  await expect(page.locator('[data-user-initial] img')).toHaveAttribute('src', /^\/media\/images\//);

  await page.getByRole('button', { name: t.profile_avatar_remove }).click();
  await expect(avatar).toHaveCount(0);
});

test('a HEIC Chromium cannot decode is decoded by libheif in a Web Worker and becomes the avatar', async ({ page }) => {
  await loginAs(page, 'emma@rudel.test');
  await page.goto('/en/profile');
  await hydrated(page);
  const heicWorker = page.waitForRequest(/heic-worker/);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/process-image'));
  await page.getByRole('button', { name: messages.en.profile_avatar_open }).click();
  await page.getByLabel(messages.en.profile_avatar_upload).setInputFiles('tests/fixtures/gradient-640x480.heic');
  // The browser fetched the libheif worker for this file, then uploaded its own copy.
  await heicWorker;
  expect((await (await answer).json()).metadata).toEqual({ width: 640, height: 480 });
  const avatar = page.locator('#profile-name').locator('xpath=ancestor::section[1]').locator('img').first();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await page.getByRole('button', { name: messages.en.profile_avatar_remove }).click();
  await expect(avatar).toHaveCount(0);
});

test('a large JPEG is scaled in the browser before upload', async ({ page }) => {
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/profile');
  await hydrated(page);
  // A 4000 × 3000 px JPEG, drawn and encoded by the browser itself.
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    if (!context) return '';
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#85430c');
    gradient.addColorStop(1, '#f2cb8f');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/process-image'));
  await page.getByRole('button', { name: messages.de.profile_avatar_open }).click();
  await page
    .getByLabel(messages.de.profile_avatar_upload)
    .setInputFiles({ name: 'IMG_4000.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') });
  expect((await (await answer).json()).metadata).toEqual({ width: 2048, height: 1536 });
});

test('a file that is no picture gets a clear message', async ({ page }) => {
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/en/profile');
  await hydrated(page);
  await page.getByRole('button', { name: messages.en.profile_avatar_open }).click();
  await page
    .getByLabel(messages.en.profile_avatar_upload)
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('alert').filter({ hasText: messages.en.upload_read_error })).toBeVisible();
});
