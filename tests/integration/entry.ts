/**
 * The Worker the integration tests run in: the real entry's routing (src/server/worker.ts) and
 * scheduled handler, with the API in place of Astro's page renderer, which loads only in Astro's
 * build. Astro's own origin check (`security.checkOrigin`, not exported, hence the path) stays in
 * front of the API as it does in the deployed Worker, so a request meets the checks it would meet there.
 */
import { createCrossOriginForbiddenResponse, isForbiddenCrossOriginRequest } from '../../node_modules/astro/dist/core/app/origin-check.js';
import { app } from '~/server/app';
import { createWorker } from '~/server/worker';

export default createWorker((request, env, context) =>
  isForbiddenCrossOriginRequest(request, new URL(request.url), false) ? createCrossOriginForbiddenResponse(request) : app.fetch(request, env, context),
);
