import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./tests/compile-messages.ts'],
    projects: [
      {
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './tests/integration/entry.ts',
            wrangler: { configPath: './wrangler.jsonc' },
            miniflare: {
              bindings: { ENVIRONMENT: 'development', TEST_MIGRATIONS: await readD1Migrations('./migrations') },
            },
          })),
        ],
        // Binary fixtures (a real HEIC) are imported as data URLs: tests in workerd cannot read files.
        assetsInclude: ['**/*.heic'],
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['./tests/integration/isolate-storage.ts'],
        },
      },
    ],
  },
});
