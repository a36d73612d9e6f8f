/** `GET /media/{key}`: images from R2 with immutable caching (keys are never reused). */
import { Hono } from 'hono';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';

export const mediaRoutes = new Hono<AppEnv>().get('/:key{images/.+}', async (c) => {
  const object = await c.env.MEDIA.get(c.req.param('key'), { onlyIf: c.req.raw.headers });
  if (!object) throw new ApiError(404, 'error_not_found');
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('X-Content-Type-Options', 'nosniff');
  // A conditional request that matched answers without a body.
  if (!('body' in object) || !object.body) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
