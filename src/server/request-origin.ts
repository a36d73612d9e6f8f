import type { Context } from 'hono';

/** This request's own origin, for links in emails (verification, reset, temporary passwords). */
export const requestOrigin = (c: Context) => new URL(c.req.url).origin;
