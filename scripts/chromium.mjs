/**
 * Finds a Chromium for the browser tests and Lighthouse: the CHROMIUM_PATH environment
 * variable, then Debian's /usr/bin/chromium, then Playwright's own download if one exists.
 * The journeys prefer Chromium's headless shell where it is installed (findJourneyChromium).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const { chromium } = await import('playwright-core');
    const bundled = chromium.executablePath();
    return bundled && existsSync(bundled) ? bundled : null;
  } catch {
    return null;
  }
}

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the Playwright journeys run in: the headless shell where it is installed, else
 * findChromium's. The shell renders the same pages with Chromium's engine but without the full
 * browser around it, which takes a third less of the two cores the journeys share with the app
 * (docs/decisions/053-journeys-in-the-headless-shell.md). CHROMIUM_PATH still wins; Lighthouse
 * keeps the full browser (findChromium), whose timings are the ones members see.
 */
export async function findJourneyChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}
