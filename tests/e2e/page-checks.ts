/** Checks every new screen passes (docs/architecture.md): axe in both themes, nothing scrolls sideways. */
import { expect, type Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { hydrated } from './fixtures';

interface ThemeCheck {
  /** Only this part of the page (all of it by default). */
  selector?: string;
  /** Brings the page back to the state under test after each reload (opens a panel, scrolls to a list). */
  prepare?: () => Promise<void>;
}

/** No serious or critical axe finding in the light and the dark theme. */
export async function expectAccessibleInBothThemes(page: Page, { selector, prepare }: ThemeCheck = {}): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    const noticeSeen = await page.evaluate((value) => {
      const seen = localStorage.getItem('cookieNoticeSeen') === 'yes';
      const switched = localStorage.getItem('theme') !== value;
      localStorage.setItem('theme', value);
      localStorage.setItem('cookieNoticeSeen', 'yes');
      // The page takes the theme live, as when another tab changes it (src/stores/persistent.ts).
      if (seen && switched) window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: localStorage }));
      return seen;
    }, theme);
    // A page opened with the notice seen (startInLightTheme) is checked without reloading: the
    // theme switches live. A page that still shows the notice, or must be brought back to its
    // state (prepare), reloads.
    if (!noticeSeen || prepare) await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await prepare?.();
    expect((await seriousAxeViolations(page, selector)).map((violation) => `${theme} ${violation}`)).toEqual([]);
  }
}

/**
 * Opens every page of the context in the light theme with the cookie notice seen, unless a test
 * chose otherwise, so expectAccessibleInBothThemes needs no reload for either theme.
 */
export async function startInLightTheme(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (localStorage.getItem('theme') === null) localStorage.setItem('theme', 'light');
    if (localStorage.getItem('cookieNoticeSeen') === null) localStorage.setItem('cookieNoticeSeen', 'yes');
  });
}

/** The page is no wider than its viewport (390 px phones included). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/**
 * Full-page screenshots at a phone's (390 px) and a desktop's (1280 px) width in the light and the
 * dark theme, each checked for sideways scroll; the page is left light at 1280 px, hydrated.
 */
export async function screenshotsInBothThemes(page: Page, path: (width: number, theme: 'light' | 'dark') => string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await hydrated(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: path(width, theme), fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await hydrated(page);
}
