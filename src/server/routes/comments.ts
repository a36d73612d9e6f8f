/** Comments by id (SPEC §7): add with the post in the body, edit, delete, like. */
import { Hono } from 'hono';
import { commentIdParam, commentWithPostSchema, editCommentSchema } from '../../shared/schemas/community';
import { actingUserSchema } from '../../shared/schemas/fields';
import type { AppEnv } from '../context';
import { assertSelf, currentUser } from '../middleware/session';
import { rateLimitByAddress } from '../middleware/rate-limit';
import { addComment, deleteComment, toggleCommentLike, updateComment } from '../services/community/comments';
import { validate } from '../validation';

const writeLimit = rateLimitByAddress({ name: 'community-write', limit: 120, windowSeconds: 3600 });

export const commentRoutes = new Hono<AppEnv>()
  .post('/comments', writeLimit, validate('json', commentWithPostSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await addComment(c.var.db, assertSelf(c, input.authorId), input.postId, input), 201);
  })
  .patch('/comments/:id', validate('param', commentIdParam), validate('json', editCommentSchema), async (c) =>
    c.json(await updateComment(c.var.db, currentUser(c), c.req.valid('param').id, c.req.valid('json').content)),
  )
  .delete('/comments/:id', validate('param', commentIdParam), async (c) => {
    await deleteComment(c.var.db, currentUser(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/comments/:id/like', validate('param', commentIdParam), validate('json', actingUserSchema), async (c) =>
    c.json(await toggleCommentLike(c.var.db, assertSelf(c, c.req.valid('json').userId), c.req.valid('param').id)),
  );
