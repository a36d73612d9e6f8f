import { expect, test } from '@playwright/test';
import { ISLAND_PAGE_SCRIPT_BUDGET_BYTES } from '../../bench/budgets.mjs';
import { loginAs } from './fixtures';
import { firstLoadScripts, gzipBytes } from './script-bytes';

// A page with islands loads at most 80 KB of script (gzip, per file) on first load (docs/architecture.md §12).
// Measured for a member, who gets every island the page has.
const islandPages = [
  { name: 'activity detail', url: '/activities/1' },
  { name: 'community feed', url: '/community' },
  { name: 'plan', url: '/premium' },
];

for (const { name, url } of islandPages) {
  test(`the ${name} page stays within the island-page script budget`, async ({ page }, testInfo) => {
    await loginAs(page, 'lena@rudel.test');
    const bytes = gzipBytes(await firstLoadScripts(page, url));
    testInfo.annotations.push({ type: 'script gzip bytes', description: String(bytes) });
    console.log(`${name} page: ${(bytes / 1024).toFixed(1)} KB of script (gzip)`);
    expect(bytes).toBeLessThanOrEqual(ISLAND_PAGE_SCRIPT_BUDGET_BYTES);
  });
}
