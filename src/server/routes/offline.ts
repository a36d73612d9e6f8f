/**
 * `GET /api/offline-pages?locale=de|en`: what the installed app keeps on the device for the signed-in
 * member (docs/decisions/031-offline-field-app.md). Members only; without a language the pages are
 * German, the default; another language than ours is refused (400).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { DEFAULT_LOCALE, LOCALES } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireUser } from '~/server/middleware/guard';
import { offlineSet } from '~/server/services/training/offline-set';
import { validate } from '~/server/validation';

const offlineQuery = v.object({ locale: v.optional(v.picklist(LOCALES, messageKey('error_invalid_request')), DEFAULT_LOCALE) });

export const offlineRoutes = new Hono<AppEnv>().get('/offline-pages', requireUser(), validate('query', offlineQuery), async (c) => {
  const set = await offlineSet(c.var.db, c.var.user, c.req.valid('query').locale, await clockNow(c.env));
  // Personal: never kept by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.json(set);
});
