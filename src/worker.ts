/**
 * The Worker's entry (wrangler.jsonc `main`): Astro's request handler for pages and the API, and
 * the housekeeping run that the Cron Trigger starts (docs/decisions/019-housekeeping.md).
 */
import { handle } from '@astrojs/cloudflare/handler';
import { scheduled } from './server/scheduled';

export default { fetch: handle, scheduled } satisfies ExportedHandler<Env>;
