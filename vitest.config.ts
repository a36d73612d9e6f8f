import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { devVars, PUSH_SERVICE_PORTS, STRIPE_FAKE_PORTS } from './scripts/dev-vars.mjs';

// `~/…` imports resolve through tsconfig.json's paths, in Node (unit) and in workerd (integration) alike.
const resolve = { tsconfigPaths: true };

export default defineConfig({
  test: {
    globalSetup: ['./tests/compile-messages.ts'],
    // Vitest's default leaves a core idle on a two-core machine (CI): the integration files spend
    // much of their time waiting on workerd, so two at once cut the suite by about a quarter.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'], environment: 'node', testTimeout: 15_000 },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './tests/integration/entry.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              // Development values, with the Stripe fake that tests/integration/stripe-fake.setup.ts starts;
              // the site origin is the one tests/integration/request.ts calls the app from.
              bindings: {
                ...devVars(`http://localhost:${STRIPE_FAKE_PORTS.integration}`, 'http://localhost'),
                TEST_MIGRATIONS: await readD1Migrations('./migrations'),
                TEST_PUSH_SERVICE_URL: `http://localhost:${PUSH_SERVICE_PORTS.integration}`,
                // Retries at once: the delivery tests see five tries and a dead letter without waiting minutes.
                DELIVERY_RETRY_SECONDS: '0',
              },
              // The delivery Queue hands each message on at once (wrangler.jsonc waits up to a second to fill a batch).
              queueConsumers: {
                'rudel-delivery': { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 4, deadLetterQueue: 'rudel-delivery-dead' },
                'rudel-delivery-dead': { maxBatchSize: 10, maxBatchTimeout: 0 },
              },
              // The network between the Worker and the local push service: push endpoints are https
              // (RFC 8030), the service in Node listens on plain http, so this hop ends the TLS, as a
              // proxy would. Every other request goes out unchanged.
              outboundService: async (request: Request) => {
                const url = new URL(request.url);
                if (url.protocol === 'https:' && url.hostname === 'localhost' && url.port === String(PUSH_SERVICE_PORTS.integration)) url.protocol = 'http:';
                const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
                return fetch(url, { method: request.method, headers: request.headers, body, redirect: 'manual' });
              },
            },
          })),
        ],
        resolve,
        // Binary fixtures (a real HEIC) are imported as data URLs: tests in workerd cannot read files.
        assetsInclude: ['**/*.heic'],
        test: {
          name: 'integration',
          // Reading the mailbox waits for the delivery Queue to settle (tests/integration/mail.ts): a few hundred ms a read.
          testTimeout: 20_000,
          include: ['tests/integration/**/*.test.ts'],
          // One Worker runtime per vitest worker serves file after file, as one isolate serves many
          // requests in production: spawning one per file cost more than the tests (298 s against
          // 117 s for the suite). Storage is still reset after every test (isolate-storage.ts),
          // and fake clocks end with their test.
          isolate: false,
          globalSetup: ['./tests/integration/stripe-fake.setup.ts', './tests/integration/push-service.setup.ts'],
          setupFiles: ['./tests/integration/isolate-storage.ts'],
        },
      },
    ],
  },
});
