/** Posts, their likes and their comments (SPEC §7); the policy of DESIGN §6 on every route. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { userIdParam } from '../../shared/schemas/account';
import { commentSchema, createPostSchema, editPostSchema, feedQuery, postIdParam } from '../../shared/schemas/community';
import { actingUserSchema } from '../../shared/schemas/fields';
import type { AppEnv } from '../context';
import { assertSelf, currentUser } from '../middleware/session';
import { rateLimitByAddress } from '../middleware/rate-limit';
import { addComment, commentsOf } from '../services/community/comments';
import { feedPage } from '../services/community/feed';
import { createPost, deletePost, isPostLiked, setPostLike, updatePost } from '../services/community/posts';
import { validate } from '../validation';

const likeParams = v.object({ ...postIdParam.entries, ...userIdParam.entries });
const writeLimit = rateLimitByAddress({ name: 'community-write', limit: 120, windowSeconds: 3600 });

export const postRoutes = new Hono<AppEnv>()
  .get('/posts', validate('query', feedQuery), async (c) => {
    const { limit, cursor } = c.req.valid('query');
    return c.json(await feedPage(c.var.db, c.var.user, { limit, cursor }));
  })
  .post('/posts', writeLimit, validate('json', createPostSchema), async (c) =>
    c.json(await createPost(c.var.db, assertSelf(c, c.req.valid('json').authorId), c.req.valid('json'), c.var.locale), 201),
  )
  .patch('/posts/:postId', validate('param', postIdParam), validate('json', editPostSchema), async (c) =>
    c.json(await updatePost(c.var.db, currentUser(c), c.req.valid('param').postId, c.req.valid('json').content)),
  )
  .post('/posts/:postId/delete', validate('param', postIdParam), validate('json', actingUserSchema), async (c) => {
    await deletePost(c.var.db, c.env.MEDIA, assertSelf(c, c.req.valid('json').userId), c.req.valid('param').postId);
    return c.body(null, 204);
  })
  .get('/posts/:postId/like/:userId', validate('param', likeParams), async (c) => {
    const { postId, userId } = c.req.valid('param');
    return c.json({ isLiked: await isPostLiked(c.var.db, assertSelf(c, userId), postId) });
  })
  .post('/posts/:postId/like', validate('param', postIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setPostLike(c.var.db, assertSelf(c, c.req.valid('json').userId), c.req.valid('param').postId, true)),
  )
  .post('/posts/:postId/unlike', validate('param', postIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await setPostLike(c.var.db, assertSelf(c, c.req.valid('json').userId), c.req.valid('param').postId, false)),
  )
  .get('/posts/:postId/comments', validate('param', postIdParam), async (c) => c.json(await commentsOf(c.var.db, c.var.user, c.req.valid('param').postId)))
  .post('/posts/:postId/comments', writeLimit, validate('param', postIdParam), validate('json', commentSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await addComment(c.var.db, assertSelf(c, input.authorId), c.req.valid('param').postId, input), 201);
  });
