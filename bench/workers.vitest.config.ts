import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/** Measurements that must run inside workerd (`npm run bench:password`); not part of `npm test`. */
export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './tests/integration/entry.ts',
      wrangler: { configPath: './wrangler.jsonc' },
      // The real migrations, for measurements on a database (`npm run bench:api`).
      // The unsubscribe secret: without it the delivery pass a write runs would stop before it claims (decision 033).
      miniflare: { bindings: { TEST_MIGRATIONS: await readD1Migrations('./migrations'), UNSUBSCRIBE_SECRET: 'bench-unsubscribe-secret' } },
    }),
  ],
  // `~/…` imports resolve through tsconfig.json's paths, as in vitest.config.ts.
  resolve: { tsconfigPaths: true },
  // Binary inputs are imported as data URLs (no file system in workerd).
  assetsInclude: ['**/*.heic'],
  test: { include: ['bench/**/*.measure.ts'], globalSetup: ['./tests/compile-messages.ts'], testTimeout: 120_000 },
});
