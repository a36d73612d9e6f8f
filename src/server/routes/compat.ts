/**
 * The calls the original client makes in a shape this API would not choose otherwise
 * (docs/product-rules.md §9, docs/decisions/035-compatibility-routes.md): a verb in the path
 * (`POST /posts/{postId}/delete`, `…/like`, `…/unlike`), a comment posted to `/comments` with its
 * post in the body, a like looked up by user, and the `userId`/`authorId` that name the acting user.
 * Mounted at the API's root with the resources' own paths, which do not change.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '~/shared/policy';
import { userIdParam } from '~/shared/schemas/account';
import { commentWithPostSchema, postIdParam } from '~/shared/schemas/community';
import { actingUserSchema, idParam } from '~/shared/schemas/fields';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import { requireAbility, requireUser } from '~/server/middleware/guard';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { isActivityLiked, setActivityLike } from '~/server/services/activities/likes';
import { addComment } from '~/server/services/community/comments';
import { deletePost, isPostLiked, setPostLike } from '~/server/services/community/posts';
import { validate } from '~/server/validation';
import { participant, writeLimit } from './community-guards';

/**
 * The server acts only as the session user (docs/architecture.md §6): a path or body naming
 * another user (`userId`, `authorId`, kept for the original client) is refused with 403. `user` is
 * the session user a route guard (middleware/guard.ts) has established.
 */
export function assertSelf<User extends { id: number }>(user: User, userId: number | string | undefined): User {
  if (userId !== undefined && Number(userId) !== user.id) throw new ApiError(403, 'error_not_your_account');
  return user;
}

const member = requireUser();
const activityLiker = requireAbility(can.participate, { forbidden: 'activity_like_locked' });
const postLikeParams = v.object({ ...postIdParam.entries, ...userIdParam.entries });
const activityLikeParams = v.object({ ...idParam.entries, ...userIdParam.entries });

export const compatRoutes = new Hono<AppEnv>()
  // These are content writes: a suspended member makes none, as on the resources' own sub-apps.
  .on(WRITE_METHODS, ['/comments/*', '/posts/*', '/activities/*'], refuseWhileSuspended)
  // Beside `POST /posts/{postId}/comments`, the same comment with the post named in the body.
  .post('/comments', member, writeLimit, validate('json', commentWithPostSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await addComment(c.var.db, assertSelf(c.var.user, input.authorId), input.postId, input), 201);
  })
  .post('/posts/:postId/delete', member, validate('param', postIdParam), validate('json', actingUserSchema), async (c) => {
    await deletePost(c.var.db, c.env.MEDIA, assertSelf(c.var.user, c.req.valid('json').userId), c.req.valid('param').postId);
    return c.body(null, 204);
  })
  .get('/posts/:postId/like/:userId', member, validate('param', postLikeParams), async (c) => {
    const { postId, userId } = c.req.valid('param');
    return c.json({ isLiked: await isPostLiked(c.var.db, assertSelf(c.var.user, userId), postId) });
  })
  .post('/posts/:postId/like', participant, validate('param', postIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setPostLike(c.var.db, assertSelf(c.var.user, c.req.valid('json').userId), c.req.valid('param').postId, true)),
  )
  .post('/posts/:postId/unlike', participant, validate('param', postIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setPostLike(c.var.db, assertSelf(c.var.user, c.req.valid('json').userId), c.req.valid('param').postId, false)),
  )
  .get('/activities/:id/like/:userId', member, validate('param', activityLikeParams), async (c) => {
    const { id, userId } = c.req.valid('param');
    return c.json({ isLiked: await isActivityLiked(c.var.db, assertSelf(c.var.user, userId), id) });
  })
  .post('/activities/:id/like', activityLiker, validate('param', idParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setActivityLike(c.var.db, assertSelf(c.var.user, c.req.valid('json').userId), c.req.valid('param').id, true)),
  )
  .post('/activities/:id/unlike', activityLiker, validate('param', idParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setActivityLike(c.var.db, assertSelf(c.var.user, c.req.valid('json').userId), c.req.valid('param').id, false)),
  );
