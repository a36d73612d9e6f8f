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
    const loadedSo = await page.evaluate((value) => {
      const already = localStorage.getItem('theme') === value && localStorage.getItem('cookieNoticeSeen') === 'yes';
      localStorage.setItem('theme', value);
      localStorage.setItem('cookieNoticeSeen', 'yes');
      return already;
    }, theme);
    // A page that was opened in this theme with the notice seen (startInLightTheme) is checked as it is.
    if (!loadedSo || prepare) await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await prepare?.();
    expect((await seriousAxeViolations(page, selector)).map((violation) => `${theme} ${violation}`)).toEqual([]);
  }
}

/**
 * Opens every page of the context in the light theme with the cookie notice seen, unless a test
 * chose otherwise, so expectAccessibleInBothThemes needs no reload for the light check.
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
