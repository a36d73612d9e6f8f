import { Hono } from 'hono';
import type { AppEnv } from '~/server/context';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  // One trivial query proves the D1 binding and the migrations are in place.
  const row = await c.env.DB.prepare('select count(*) as n from d1_migrations')
    .first<{ n: number }>()
    .catch(() => null);
  return c.json({ ok: true, database: row ? 'ok' : 'unavailable' });
});
