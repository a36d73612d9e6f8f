import { PORT_OFFSET, STRIPE_FAKE_PORTS } from '../../scripts/dev-vars.mjs';

/** Where the Playwright journeys find the app and its local data. */
export const E2E_PORT = 8788 + PORT_OFFSET;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_STATE_DIR = '.wrangler/e2e-state';
export const E2E_STRIPE_FAKE_PORT = STRIPE_FAKE_PORTS.e2e;
