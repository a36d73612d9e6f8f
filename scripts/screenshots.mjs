/**
 * `npm run screenshots`: a contact sheet for reviewing the design, not a test. It opens every main
 * screen of the running app (`npm start`, or SCREENSHOTS_URL) as a visitor and as a demo member, at
 * 390 and 1280 px, in the light and the dark theme and in both languages, and writes the pictures
 * with one `index.html` that shows them side by side into `screenshots/` (ignored by git).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const BASE_URL = process.env.SCREENSHOTS_URL ?? 'http://localhost:8787';
const OUT = 'screenshots';
const MEMBER = { email: 'lena@rudel.test', password: 'Rudel-Demo-2026' };
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'];
const LANGUAGES = [
  ['de', ''],
  ['en', '/en'],
];

/** The screens, each at its German path (the English one is `/en` + path). */
const SCREENS = {
  visitor: [
    ['home', '/'],
    ['activities', '/activities'],
    ['community', '/community'],
    ['premium', '/premium'],
    ['login', '/login'],
    ['register', '/register'],
    ['help', '/help'],
  ],
  member: [
    ['today', '/today'],
    ['training', '/training'],
    ['activities', '/activities'],
    ['activity', '/activities/1'],
    ['create-activity', '/activities/create'],
    ['community', '/community'],
    ['questions', '/community/qa'],
    ['network', '/community/network'],
    ['notifications', '/notifications'],
    ['profile', '/profile'],
    ['premium', '/premium'],
  ],
};

async function reachable() {
  try {
    return (await fetch(`${BASE_URL}/api/health`)).ok;
  } catch {
    return false;
  }
}

if (!(await reachable())) {
  console.error(`No app answers at ${BASE_URL}. Start it with \`npm start\` (or set SCREENSHOTS_URL), then run \`npm run screenshots\` again.`);
  process.exit(1);
}
const executablePath = await findChromium();
if (!executablePath) {
  console.error('No Chromium found: install one (`apt install chromium`) or set CHROMIUM_PATH.');
  process.exit(1);
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
const shots = [];
for (const [audience, screens] of Object.entries(SCREENS)) {
  for (const theme of THEMES) {
    const context = await browser.newContext({ baseURL: BASE_URL, colorScheme: theme });
    // The stored theme and a confirmed cookie notice, before any page script runs.
    await context.addInitScript((value) => {
      localStorage.setItem('theme', value);
      localStorage.setItem('cookieNoticeSeen', 'yes');
    }, theme);
    if (audience === 'member') {
      const login = await context.request.post('/api/login', { data: MEMBER, headers: { origin: BASE_URL } });
      if (!login.ok()) throw new Error(`The demo member could not sign in (${login.status()}): run \`npm run seed\`.`);
    }
    const page = await context.newPage();
    for (const [language, prefix] of LANGUAGES) {
      for (const [name, path] of screens) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
          await page.goto(`${prefix}${path}`, { waitUntil: 'networkidle' });
          const file = `${audience}-${name}-${language}-${theme}-${width}.png`;
          await page.screenshot({ path: join(OUT, file), fullPage: true });
          shots.push({ audience, name, language, theme, width, file, path: `${prefix}${path}` });
          process.stdout.write('.');
        }
      }
    }
    await context.close();
  }
}
await browser.close();

const html = (text) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
const groups = Map.groupBy(shots, (shot) => `${shot.audience} · ${shot.name}`);
const sections = [...groups]
  .map(
    ([title, group]) =>
      `<section><h2>${html(title)} <small>${html(group[0].path)}</small></h2><div class="row">${group
        .map(
          (shot) =>
            `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" alt=""></a><figcaption>${shot.language} · ${shot.theme} · ${shot.width} px</figcaption></figure>`,
        )
        .join('')}</div></section>`,
  )
  .join('\n');
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Rudel screens</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#f6f1ea}h2{font-size:16px}small{color:#6b5f53;font-weight:400}
.row{display:flex;gap:12px;overflow-x:auto;align-items:flex-start}figure{margin:0;flex:none}img{width:200px;border:1px solid #ccc;background:#fff}
figcaption{font-size:12px;color:#4a4036}</style>
<h1>Rudel screens, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} (${html(BASE_URL)})</h1>
${sections}\n`,
);
console.log(`\n${shots.length} screenshots: ${join(OUT, 'index.html')}`);
