import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ISLAND_PAGE_SCRIPT_BUDGET_BYTES } from '../../bench/budgets.mjs';
import { hydrated, loginAs } from './fixtures';

// DESIGN §10: a page with islands loads at most 80 KB of script (gzip, per file) on first load.
test('the activity detail page stays within the island-page script budget', async ({ page }, testInfo) => {
  await loginAs(page, 'lena@rudel.test');
  await page.goto('/activities');
  const detail = (await page.getByRole('article').first().getByRole('link').first().getAttribute('href')) ?? '';
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(detail, { waitUntil: 'networkidle' });
  await hydrated(page);
  const inline = await page.locator('script:not([src])').allTextContents();
  const gzipBytes = [...(await Promise.all(scripts)), ...inline].reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0);
  testInfo.annotations.push({ type: 'script gzip bytes', description: String(gzipBytes) });
  console.log(`activity detail page: ${(gzipBytes / 1024).toFixed(1)} KB of script (gzip)`);
  expect(gzipBytes).toBeLessThanOrEqual(ISLAND_PAGE_SCRIPT_BUDGET_BYTES);
});
