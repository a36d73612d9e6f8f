import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence (docs/architecture.md §6): a state-changing request must come from our own origin and carry
 * JSON (or multipart for uploads), which a cross-site form cannot send without a preflight.
 */
export const requireSameOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (origin !== new URL(c.req.url).origin) throw new ApiError(403, 'error_origin');
  const type = c.req.header('content-type') ?? '';
  // An empty POST (logout, accept) has no type to check: no body, or one declared empty.
  const body = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  if (body && !type.startsWith('application/json') && !type.startsWith('multipart/form-data')) {
    throw new ApiError(415, 'error_invalid_request');
  }
  await next();
});
