/**
 * The Worker the integration tests run in: the API alone, without Astro's page rendering, and the
 * same housekeeping handler as the real entry (src/worker.ts).
 */
import { app } from '../../src/server/app';
import { scheduled } from '../../src/server/services/housekeeping/scheduled';

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
