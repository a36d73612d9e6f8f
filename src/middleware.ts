import { defineMiddleware } from 'astro:middleware';
import { env } from 'cloudflare:workers';
import { app } from './server/app';
import { resolveAlias } from './shared/routes';
import { headerPolicy, SECURITY_HEADERS } from './shared/security-headers';

/**
 * Runs for every request that reaches the Worker (static pages are served before it):
 * German alias paths redirect permanently to their canonical page (docs/architecture.md §4), images from R2
 * and the development mailbox are handed to the API app, and rendered pages get the security
 * headers.
 */
export const onRequest = defineMiddleware(async ({ request, url, locals }, next) => {
  if (url.pathname.startsWith('/__dev/') || url.pathname.startsWith('/media/')) return app.fetch(request, env, locals.cfContext);
  const target = aliasTarget(url.pathname);
  if (target) return new Response(null, { status: 301, headers: { Location: `${encodeURI(target)}${url.search}` } });
  const response = await next();
  if (!url.pathname.startsWith('/api/')) {
    // A page's own choice (e.g. no-referrer on token pages) wins over the defaults.
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!response.headers.has(name)) response.headers.set(name, value);
    // Astro wrote the page's Content-Security-Policy (with its script hashes); add what it leaves out.
    const policy = response.headers.get('Content-Security-Policy');
    if (policy) response.headers.set('Content-Security-Policy', headerPolicy(policy));
  }
  return response;
});

function aliasTarget(rawPath: string): string | null {
  try {
    return resolveAlias(decodeURIComponent(rawPath));
  } catch {
    // A malformed escape sequence is no alias; the not-found page answers it.
    return null;
  }
}
