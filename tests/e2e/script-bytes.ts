/** Measures what a page's first load costs in script, the way docs/architecture.md §12 counts it. */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { hydrated } from './fixtures';

/**
 * Every script a fresh page loads for `url` (files and inline), once each.
 * Bodies are fetched after the page settled instead of read from the responses:
 * a response body is gone once anything navigates, which made the measurement flaky.
 */
export async function firstLoadScripts(page: Page, url: string): Promise<string[]> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await hydrated(page);
  const files = await Promise.all([...urls].map(async (file) => (await page.request.get(file)).text()));
  const inline = await page.locator('script:not([src])').allTextContents();
  return [...files, ...inline];
}

/** Sum of the gzip sizes, file by file (what the network transfers). */
export const gzipBytes = (sources: string[]) => sources.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).length, 0);
