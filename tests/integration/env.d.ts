import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Where the local push service listens (tests/integration/push-service.setup.ts), as the tests reach it. */
      TEST_PUSH_SERVICE_URL: string;
    }
  }
}
