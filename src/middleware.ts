import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { app } from './server/app';
import { resolveAlias } from './shared/routes';

/**
 * Runs for every request that reaches the Worker (static pages are served before it):
 * German alias paths redirect permanently to their canonical page (DESIGN §4), and the
 * development mailbox is handed to the API app.
 */
export const onRequest = defineMiddleware(async ({ request, url, locals }, next) => {
  if (url.pathname.startsWith('/__dev/')) return app.fetch(request, env, locals.cfContext);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return next();
  }
  const target = resolveAlias(pathname);
  if (target) return new Response(null, { status: 301, headers: { Location: `${encodeURI(target)}${url.search}` } });
  return next();
});
