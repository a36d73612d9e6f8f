/**
 * `GET /api/highscore?period=week|all&scope=everyone|following&cursor=` (docs/decisions/051-highscore.md):
 * the community's ranking of dogs. Visitors 401; members for whom it is still locked
 * (docs/product-rules.md §6: the first own activity or a paid plan unlocks it) 403 with the way to
 * unlock it; then the query is validated.
 */
import { Hono } from 'hono';
import { mayViewHighscore } from '~/shared/policy';
import { highscoreQuery } from '~/shared/schemas/highscore';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { highscorePage } from '~/server/services/highscore/ranking';
import { validate } from '~/server/validation';

const viewer = requireAbility(mayViewHighscore, { visitor: 'community_login_required', forbidden: 'highscore_locked' });

/** Mounted at `/highscore`. */
export const highscoreRoutes = new Hono<AppEnv>().get('/', viewer, validate('query', highscoreQuery), async (c) =>
  c.json(await highscorePage(c.var.db, c.var.user, c.req.valid('query'), await clockNow(c.env))),
);
