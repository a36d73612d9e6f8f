/**
 * The training journal (docs/decisions/023-training-journal.md): sessions per dog, the review queue,
 * the stats and the CSV download. The guard comes before every validator; the services apply the
 * dog rule (404 for anyone who does not own the dog, 403 `training_premium` for an owner who may
 * not track it). Mounted at `/dogs` (per dog) and `/sessions` (one session).
 */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { idParam } from '~/shared/schemas/fields';
import { createSessionSchema, dogIdParam, sessionListQuery, updateSessionSchema } from '~/shared/schemas/training';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { edgeLimitByMember } from '~/server/middleware/rate-limit';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { journalCsv } from '~/server/services/training/csv';
import { dogReviews } from '~/server/services/training/reviews';
import { deleteSession, journalPage, logSession, updateSession } from '~/server/services/training/sessions';
import { dogStats } from '~/server/services/training/stats';
import { dogToday } from '~/server/services/training/today';
import { validate } from '~/server/validation';

const reader = requireAbility(can.seeDogs);
const keeper = requireAbility(can.keepDogs);
/** Far above a real training day, low enough that a script cannot flood a journal (and its totals). */
const writeLimit = edgeLimitByMember('WRITE_LIMITER', 'training');

/** Mounted at `/dogs`. */
export const trainingDogRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  // 201 with the new session; 200 with the one sent before under the same clientId.
  .post('/:dogId/sessions', keeper, writeLimit, validate('param', dogIdParam), validate('json', createSessionSchema), async (c) => {
    const { session, created } = await logSession(c.var.db, c.var.user, c.req.valid('param').dogId, c.req.valid('json'), await clockNow(c.env));
    return c.json(session, created ? 201 : 200);
  })
  .get('/:dogId/sessions', reader, validate('param', dogIdParam), validate('query', sessionListQuery), async (c) =>
    c.json(await journalPage(c.var.db, c.var.user, c.req.valid('param').dogId, c.req.valid('query'))),
  )
  .get('/:dogId/sessions.csv', reader, validate('param', dogIdParam), async (c) => {
    const { fileName, body } = await journalCsv(c.var.db, c.var.user, c.req.valid('param').dogId);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });
  })
  .get('/:dogId/reviews', reader, validate('param', dogIdParam), async (c) =>
    c.json(await dogReviews(c.var.db, c.var.user, c.req.valid('param').dogId, await clockNow(c.env))),
  )
  .get('/:dogId/stats', reader, validate('param', dogIdParam), async (c) =>
    c.json(await dogStats(c.var.db, c.var.user, c.req.valid('param').dogId, await clockNow(c.env))),
  )
  // "Heute" for the islands and the offline app (docs/decisions/037-today.md).
  .get('/:dogId/today', reader, validate('param', dogIdParam), async (c) =>
    c.json(await dogToday(c.var.db, c.var.user, c.req.valid('param').dogId, await clockNow(c.env))),
  );

/** Mounted at `/sessions`: only the trainer changes or deletes a session. */
export const trainingSessionRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .patch('/:id', keeper, writeLimit, validate('param', idParam), validate('json', updateSessionSchema), async (c) =>
    c.json(await updateSession(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'), await clockNow(c.env), c.env.MEDIA)),
  )
  .delete('/:id', keeper, writeLimit, validate('param', idParam), async (c) => {
    await deleteSession(c.var.db, c.var.user, c.req.valid('param').id, await clockNow(c.env), c.env.MEDIA);
    return c.body(null, 204);
  });
