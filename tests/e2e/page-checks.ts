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

/** With RUDEL_SHOTS set to a folder, the screens at 390 and 1280 px in both themes, for a person to look at. */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.RUDEL_SHOTS;
  if (!folder) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${folder}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
}
