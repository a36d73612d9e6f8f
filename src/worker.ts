/**
 * The Worker's entry (wrangler.jsonc `main`): Astro's request handler for pages and the API, with the
 * routes providers call answered before it (src/server/worker.ts), and the housekeeping run that the
 * Cron Trigger starts (docs/decisions/019-housekeeping.md).
 */
import { handle } from '@astrojs/cloudflare/handler';
import { createWorker } from './server/worker';

export default createWorker(handle);
