/**
 * The Worker the integration tests run in: the API alone, without Astro's page rendering, and the
 * same scheduled handler as the real entry (src/worker.ts).
 */
import { app } from '~/server/app';
import { scheduled } from '~/server/scheduled';

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<Env>;
