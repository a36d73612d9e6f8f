/** The Worker the integration tests run in: the API alone, without Astro's page rendering. */
import { app } from '../../src/server/app';

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
