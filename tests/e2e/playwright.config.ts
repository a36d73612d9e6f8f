import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findJourneyChromium } from '../../scripts/chromium.mjs';
import { CLOCK, PUSH } from './tags';
import { E2E_BASE_URL, E2E_PORT, E2E_STATE_DIR, E2E_STRIPE_FAKE_PORT } from './server.mjs';

const executablePath = (await findJourneyChromium()) ?? undefined;
const fullBrowser = (await findChromium()) ?? undefined;
const clockJourneys = new RegExp(CLOCK);
const pushJourneys = new RegExp(PUSH);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // The longest journeys (sign up, create, like, edit, delete) take about 20 s on a quiet two-core
  // machine; twice the default keeps a busy one from failing them on time alone.
  timeout: 60_000,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../../playwright-report' }]],
  outputDir: '../../test-results',
  use: {
    baseURL: E2E_BASE_URL,
    // Each fresh context would install the service worker and precache the whole build (about 2 MB)
    // beside the journey under test. The offline journeys (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    // A trace records screenshots and DOM snapshots of every step of every journey, which on two
    // cores slows the whole suite; CI keeps no files to open, so only local runs record one (kept on failure).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    // Signs the demo staff in once (tests/e2e/staff-sessions.ts); runs before any journey, filtered or not.
    { name: 'staff-sessions', testMatch: 'staff-sessions.setup.ts', use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', grepInvert: [clockJourneys, pushJourneys], use: { ...devices['Desktop Chrome'] }, dependencies: ['staff-sessions'] },
    // The journeys that subscribe to push (tagged @push) need the full browser: the headless shell has no Push API.
    {
      name: 'push',
      grep: pushJourneys,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: fullBrowser, args: CHROMIUM_ARGS } },
      dependencies: ['staff-sessions'],
    },
    // The journeys that move the app's one development clock (tagged @clock) run after all others,
    // so no journey in parallel sees its days shifted (Heute's "trained today", a review's due date).
    { name: 'clock', grep: clockJourneys, use: { ...devices['Desktop Chrome'] }, dependencies: ['chromium', 'push'] },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${E2E_PORT} --stripe-port ${E2E_STRIPE_FAKE_PORT} --persist-to ${E2E_STATE_DIR}`,
    cwd: '../..',
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
