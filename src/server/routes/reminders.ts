/**
 * `PUT /api/reminders`: the member's daily training reminder (docs/decisions/047-training-reminder.md).
 * Active members who are not suspended; the service applies the dog rule when it is turned on.
 */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { reminderSchema } from '~/shared/schemas/reminders';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { edgeLimitByMember } from '~/server/middleware/rate-limit';
import { refuseWhileSuspended } from '~/server/middleware/suspension';
import { saveReminder } from '~/server/services/training/reminders';
import { validate } from '~/server/validation';

const keeper = requireAbility(can.keepDogs);
/** A member write like the journal's, counted at the edge (decision 041). */
const writeLimit = edgeLimitByMember('WRITE_LIMITER', 'reminder-write');

/** Mounted at `/reminders`. */
export const reminderRoutes = new Hono<AppEnv>().put('/', refuseWhileSuspended, keeper, writeLimit, validate('json', reminderSchema), async (c) =>
  c.json(await saveReminder(c.var.db, c.var.user, c.req.valid('json'))),
);
