import { expect, test } from '@playwright/test';
import { FRAMEWORK_MARKERS, STATIC_SCRIPT_BUDGET_BYTES } from '../../bench/budgets.mjs';
import { firstLoadScripts, gzipBytes } from './script-bytes';
import { LOCALES, staticPages } from './static-pages';

// Static pages ship no framework JS and at most 3 KB of script, gzip, per file (docs/architecture.md §12).

for (const page of staticPages) {
  for (const locale of LOCALES) {
    test(`${page.url(locale)} loads no framework and stays within the script budget`, async ({ page: browser }) => {
      const scripts = await firstLoadScripts(browser, page.url(locale));
      for (const source of scripts) for (const marker of FRAMEWORK_MARKERS) expect(source).not.toContain(marker);
      expect(gzipBytes(scripts)).toBeLessThanOrEqual(STATIC_SCRIPT_BUDGET_BYTES);
    });
  }
}
