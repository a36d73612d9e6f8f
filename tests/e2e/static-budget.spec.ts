import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { FRAMEWORK_MARKERS, STATIC_SCRIPT_BUDGET_BYTES } from '../../bench/budgets.mjs';
import { LOCALES, staticPages } from './static-pages';

// DESIGN §10: static pages ship no framework JS and at most 3 KB of script (gzip, per file).

for (const page of staticPages) {
  for (const locale of LOCALES) {
    test(`${page.url(locale)} loads no framework and stays within the script budget`, async ({ page: browser }) => {
      const scripts: string[] = [];
      browser.on('response', async (response) => {
        if (response.request().resourceType() === 'script') scripts.push(await response.text());
      });
      await browser.goto(page.url(locale), { waitUntil: 'networkidle' });
      const inline = await browser.locator('script:not([src])').allTextContents();
      const all = [...scripts, ...inline];
      for (const source of all) for (const marker of FRAMEWORK_MARKERS) expect(source).not.toContain(marker);
      const gzipBytes = all.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0);
      expect(gzipBytes).toBeLessThanOrEqual(STATIC_SCRIPT_BUDGET_BYTES);
    });
  }
}
