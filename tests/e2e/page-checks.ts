/** Checks every new screen passes (docs/architecture.md): axe in both themes, nothing scrolls sideways; screenshots for a review. */
import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { COLOUR_RULES, seriousAxeViolations } from './axe';
import { hydrated } from './fixtures';

interface ThemeCheck {
  /** Only this part of the page (all of it by default). */
  selector?: string;
  /** Brings the page back to the state under test after each reload (opens a panel, scrolls to a list). */
  prepare?: () => Promise<void>;
}

/** No serious or critical axe finding in the light and the dark theme (there, of the colour rules: COLOUR_RULES). */
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
    // Buttons fade their colours (`transition-colors`): axe must see where a live switch ends, not a
    // colour on the way. Turning transitions off ends the running ones at once (waiting for them can
    // hang where the browser throttles an off-screen element's animations).
    // Light is checked against every rule; dark, which changes colours only, against the colour rules.
    const rules = theme === 'dark' ? COLOUR_RULES : undefined;
    const violations = await withoutTransitions(page, () => seriousAxeViolations(page, selector, rules));
    expect(violations.map((violation) => `${theme} ${violation}`)).toEqual([]);
  }
}

/** Runs `check` with CSS transitions off, through a constructed style sheet (the page's policy refuses inline `<style>`). */
async function withoutTransitions<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const sheet = await page.evaluateHandle(() => {
    const noTransitions = new CSSStyleSheet();
    noTransitions.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions];
    return noTransitions;
  });
  try {
    return await check();
  } finally {
    await sheet.evaluate((noTransitions) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== noTransitions);
    });
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
 * Where the journeys put their screenshots for a design review: a folder in `RUDEL_SHOTS`. Without
 * it (as in `npm test`) they take none; `npm run screenshots` is the gallery of every main screen.
 */
const SHOTS = process.env.RUDEL_SHOTS;

/** The path of screenshot `name` when screenshots are asked for, else null. */
export function screenshotPath(name: string): string | null {
  if (!SHOTS) return null;
  mkdirSync(SHOTS, { recursive: true });
  return `${SHOTS}/${name}.png`;
}

interface ThemeShots {
  /** Only this element instead of the whole page. */
  element?: Locator;
  /** Brings the page back to the state to show after each load (types a title, opens a panel). */
  prepare?: () => Promise<void>;
}

/**
 * Screenshots of the page as it is now, at 390 and 1280 px in the light and the dark theme, each
 * checked for sideways scrolling; then back to the light theme and the viewport it had. Loaded
 * again without an anchor, so each shows the page from its top.
 */
export async function screenshotsInBothThemes(page: Page, name: string, { element, prepare }: ThemeShots = {}): Promise<void> {
  if (!screenshotPath(name)) return;
  const viewport = page.viewportSize();
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(page.url().split('#')[0] ?? page.url());
      await hydrated(page);
      await prepare?.();
      await expectNoSidewaysScroll(page);
      const path = screenshotPath(`${name}-${width}-${theme}`) ?? '';
      await (element ? element.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
    }
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  if (viewport) await page.setViewportSize(viewport);
  await page.reload();
  await hydrated(page);
}

/** The islands that hydrate once seen (client:visible) and are in view but have not hydrated yet. */
const visibleIslandsPending = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('astro-island[ssr][client="visible"]')].filter((island) =>
        [...island.children].some((child) => {
          const box = child.getBoundingClientRect();
          return box.bottom >= 0 && box.top <= innerHeight && box.right >= 0 && box.left <= innerWidth;
        }),
      ).length,
  );

/**
 * Waits until every island that loads on this view hydrated (its scripts loaded and ran under the
 * policy) and no request the page started is still open (what they fetch went through connect-src).
 * It waits for exactly these instead of half a second of network silence per page (networkidle).
 */
export function settledWatch(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async () => {
    await hydrated(page);
    await expect.poll(() => visibleIslandsPending(page)).toBe(0);
    await expect.poll(() => open.size).toBe(0);
  };
}
