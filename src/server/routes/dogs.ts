/**
 * Dogs, their co-owners and their progress (docs/decisions/022-dogs.md). A dog exists for its owners
 * only: for anyone else every dog route answers 404. Mounted at `/dogs`, `/dog-invitations` and
 * `/users` (the current dog).
 */
import { Hono } from 'hono';
import { can } from '~/shared/policy';
import { userIdParam } from '~/shared/schemas/account';
import {
  createDogSchema,
  currentDogSchema,
  dogActivityParams,
  dogInvitationSchema,
  dogInvitationTokenParam,
  dogOwnerParams,
  dogProgressSchema,
  updateDogSchema,
} from '~/shared/schemas/dogs';
import { idParam } from '~/shared/schemas/fields';
import { clockNow } from '~/server/clock';
import type { AppEnv } from '~/server/context';
import { requireAbility } from '~/server/middleware/guard';
import { edgeLimitByMember, rateLimitByMember } from '~/server/middleware/rate-limit';
import { assertSelf } from './compat';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { answerInvitation, inviteCoOwner } from '~/server/services/dogs/invitations';
import { chooseCurrentDog, createDog, dogProfile, dogProfilesOf, removeDog, removeOwner, updateDog } from '~/server/services/dogs/profiles';
import { progressOfDog, saveDogProgress } from '~/server/services/dogs/progress';
import { siteOrigin } from '~/server/site-origin';
import { validate } from '~/server/validation';

const reader = requireAbility(can.seeDogs);
const keeper = requireAbility(can.keepDogs);
/** Profile writes, like the other write routes; invitations send mail, so they count per member and lower. */
const writeLimit = edgeLimitByMember('WRITE_LIMITER', 'dogs');
const invitationLimit = rateLimitByMember({ name: 'dog-invitation', limit: 20, windowSeconds: 3600 });

/** Mounted at `/dogs`. */
export const dogRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .get('/', reader, async (c) => c.json(await dogProfilesOf(c.var.db, c.var.user)))
  .post('/', keeper, writeLimit, validate('json', createDogSchema), async (c) => c.json(await createDog(c.var.db, c.var.user, c.req.valid('json')), 201))
  .get('/:id', reader, validate('param', idParam), async (c) => c.json(await dogProfile(c.var.db, c.var.user, c.req.valid('param').id)))
  .patch('/:id', keeper, writeLimit, validate('param', idParam), validate('json', updateDogSchema), async (c) =>
    c.json(await updateDog(c.var.db, c.env.MEDIA, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', keeper, writeLimit, validate('param', idParam), async (c) =>
    c.json(await removeDog(c.var.db, c.env.MEDIA, c.var.user, c.req.valid('param').id)),
  )
  .post('/:id/invitations', keeper, invitationLimit, validate('param', idParam), validate('json', dogInvitationSchema), async (c) =>
    c.json(await inviteCoOwner(c.var.db, c.var.mailer, siteOrigin(c.env), c.var.user, c.req.valid('param').id, c.req.valid('json')), 201),
  )
  .delete('/:id/owners/:userId', keeper, writeLimit, validate('param', dogOwnerParams), async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json(await removeOwner(c.var.db, c.env.MEDIA, c.var.user, id, userId));
  })
  .get('/:id/progress', reader, validate('param', idParam), async (c) => c.json(await progressOfDog(c.var.db, c.var.user, c.req.valid('param').id)))
  .post('/:id/progress/:activityId', keeper, validate('param', dogActivityParams), validate('json', dogProgressSchema), async (c) => {
    const { id, activityId } = c.req.valid('param');
    return c.json(await saveDogProgress(c.var.db, c.var.user, id, activityId, c.req.valid('json'), await clockNow(c.env)));
  });

/** Mounted at `/dog-invitations`: the invitee answers with the token from the email. */
export const dogInvitationRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .post('/:token/accept', keeper, writeLimit, validate('param', dogInvitationTokenParam), async (c) =>
    c.json(await answerInvitation(c.var.db, c.var.user, c.req.valid('param').token, 'accepted')),
  )
  .post('/:token/decline', keeper, writeLimit, validate('param', dogInvitationTokenParam), async (c) =>
    c.json(await answerInvitation(c.var.db, c.var.user, c.req.valid('param').token, 'declined')),
  );

/**
 * Mounted at `/users`: which dog the activity pages and the legacy progress routes use. The
 * suspension check sits on the route itself: `/users` also holds the profile routes, which stay open.
 */
export const currentDogRoutes = new Hono<AppEnv>().put(
  '/:userId/current-dog',
  refuseWhileSuspended,
  keeper,
  validate('param', userIdParam),
  validate('json', currentDogSchema),
  async (c) => c.json(await chooseCurrentDog(c.var.db, assertSelf(c.var.user, c.req.valid('param').userId), c.req.valid('json').dogId)),
);
