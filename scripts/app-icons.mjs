/**
 * `node scripts/app-icons.mjs`: renders the installed app's PNG icons (public/icons) from
 * public/logo.svg in Chromium. Run it when the logo changes; the PNGs are committed.
 * "any" icons are the round logo on transparency; "maskable" ones fill the square with the brand
 * colour and keep the paw inside the safe zone (the inner 80 %), so a launcher's mask never cuts it.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const logo = readFileSync(new URL('../public/logo.svg', import.meta.url), 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({ executablePath: (await findChromium()) ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const { file, size, maskable } of ICONS) {
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#85430c' : 'transparent'}">` +
      `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: new URL(`../public/icons/${file}`, import.meta.url).pathname, omitBackground: !maskable });
  console.log(`public/icons/${file}`);
}
await browser.close();
