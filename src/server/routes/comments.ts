/** Comments by id (docs/product-rules.md §9), mounted at `/comments`: edit, delete, like; adding one with its post in the body is in compat.ts. */
import { Hono } from 'hono';
import { editCommentSchema } from '~/shared/schemas/community';
import { actingUserSchema } from '~/shared/schemas/fields';
import { idParam } from '~/shared/schemas/fields';
import type { AppEnv } from '~/server/context';
import { requireUser } from '~/server/middleware/guard';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { deleteComment, toggleCommentLike, updateComment } from '~/server/services/community/comments';
import { validate } from '~/server/validation';
import { participant } from './community-guards';
import { assertSelf } from './compat';

const member = requireUser();

export const commentRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .patch('/:id', member, validate('param', idParam), validate('json', editCommentSchema), async (c) =>
    c.json(await updateComment(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json').content)),
  )
  .delete('/:id', member, validate('param', idParam), async (c) => {
    await deleteComment(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .post('/:id/like', participant, validate('param', idParam), validate('json', actingUserSchema), async (c) =>
    c.json(await toggleCommentLike(c.var.db, assertSelf(c.var.user, c.req.valid('json').userId), c.req.valid('param').id)),
  );
