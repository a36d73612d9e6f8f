/**
 * `npm run serve` (and the Playwright journeys): the local Stripe fake and `wrangler dev` serving
 * the production build, started and stopped together. The fake delivers its webhooks to the app.
 *   node scripts/serve.mjs [--port 8787] [--stripe-port 12111] [--persist-to .wrangler/state]
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { devVars, STRIPE_FAKE_PORTS, STRIPE_TEST_KEYS, STRIPE_TEST_PRICES, varFlags } from './dev-vars.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    'stripe-port': { type: 'string', default: String(STRIPE_FAKE_PORTS.dev) },
    'persist-to': { type: 'string', default: '.wrangler/state' },
  },
});
const fakeUrl = `http://localhost:${values['stripe-port']}`;

const children = [
  spawn('npx', ['tsx', 'scripts/stripe-fake/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      STRIPE_FAKE_PORT: values['stripe-port'],
      STRIPE_FAKE_WEBHOOK_URL: `http://localhost:${values.port}/api/stripe/webhook`,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
      STRIPE_PRICE_MONTHLY: STRIPE_TEST_PRICES.monthly,
      STRIPE_PRICE_YEARLY: STRIPE_TEST_PRICES.yearly,
    },
  }),
  spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      'dist/server/wrangler.json',
      '--port',
      values.port,
      '--persist-to',
      values['persist-to'],
      ...varFlags(devVars(fakeUrl, `http://localhost:${values.port}`)),
    ],
    { stdio: 'inherit' },
  ),
];

/** One stops, both stop: a half-running stack would only confuse. */
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
