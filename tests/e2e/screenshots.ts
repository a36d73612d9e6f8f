/** Screenshots of a screen at 390 and 1280 px in both themes, saved only when a folder is given (`COMMUNITY_SHOTS=<folder>` by default). */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { hydrated } from './fixtures';

export const PHONE = { width: 390, height: 844 };

interface Shots {
  /** Runs after each reload (open a panel, type a title). */
  prepare?: () => Promise<void>;
  folder?: string | undefined;
  /** The whole page on a phone too, not only on the desktop. */
  fullPage?: boolean;
}

/** Leaves the page in the light theme at phone width. */
export async function screenshots(page: Page, name: string, { prepare, folder = process.env.COMMUNITY_SHOTS, fullPage = false }: Shots = {}) {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.reload();
      await hydrated(page);
      await prepare?.();
      await page.screenshot({ path: `${folder}/${name}-${viewport.width}-${theme}.png`, fullPage: fullPage || viewport.width > PHONE.width });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize(PHONE);
}
