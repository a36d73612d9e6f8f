import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hydrated, loginAs } from './fixtures';
import { messages } from './static-pages';

/** A real PNG of the given size (a colour gradient), written without any image library. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 255] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([(x * 5) % 256, (y * 3) % 256, 140], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('a member uploads a large picture as avatar (scaled in the browser), sees it in the header, and removes it', async ({ page }) => {
  const t = messages.de;
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/profile');
  await hydrated(page);
  const processed = page.waitForResponse((response) => response.url().endsWith('/api/process-image'));
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
  await page.getByLabel(messages.de.profile_avatar_upload).setInputFiles({ name: 'IMG_4000.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') });
  expect((await (await answer).json()).metadata).toEqual({ width: 2048, height: 1536 });
});

test('a file that is no picture gets a clear message', async ({ page }) => {
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/en/profile');
  await hydrated(page);
  await page.getByLabel(messages.en.profile_avatar_upload).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByRole('alert').filter({ hasText: messages.en.upload_read_error })).toBeVisible();
});
