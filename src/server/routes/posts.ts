/**
 * Posts and their comments (docs/product-rules.md §9), mounted at `/posts`; the policy of docs/product-rules.md §6 guards
 * every route. Deleting and liking a post keep the original client's paths, in compat.ts.
 */
import { Hono } from 'hono';
import {
  acceptedAnswerSchema,
  commentSchema,
  createPostSchema,
  editPostSchema,
  feedQuery,
  postIdParam,
  qaQuery,
  similarQuestionsQuery,
} from '~/shared/schemas/community';
import type { AppEnv } from '~/server/context';
import { requireUser } from '~/server/middleware/guard';
import { besideSession } from '~/server/middleware/session';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { addComment, commentsOf } from '~/server/services/community/comments';
import { feedFrom, feedPage, feedStatement } from '~/server/services/community/feed';
import { acceptAnswer, questionsPage, similarQuestions, withdrawAnswer } from '~/server/services/community/questions';
import { createPost, updatePost } from '~/server/services/community/posts';
import { validate } from '~/server/validation';
import * as v from 'valibot';
import { participant, reader, writeLimit } from './community-guards';
import { assertSelf } from './compat';

const member = requireUser();

/**
 * A member's feed page is read in the same D1 round trip as their session (mounted before
 * `loadSession` in app.ts): the feed's throughput. A query the validator will refuse reads nothing.
 */
export const feedBesideSession = besideSession('GET', (db, userId, c) => {
  const query = v.safeParse(feedQuery, c.req.query());
  if (!query.success) return null;
  try {
    return feedStatement(db, userId, query.output);
  } catch {
    // A cursor that does not decode: the route answers it after the guard.
    return null;
  }
});

export const postRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .get('/', reader, validate('query', feedQuery), async (c) => {
    const query = c.req.valid('query');
    // Read in the session lookup's round trip (feedBesideSession), for this member and this query.
    const rows = c.var.rowsBesideSession as Awaited<ReturnType<typeof feedStatement>> | undefined;
    return c.json(rows ? feedFrom(rows, query) : await feedPage(c.var.db, c.var.user, query));
  })
  .post('/', participant, writeLimit, validate('json', createPostSchema), async (c) =>
    c.json(await createPost(c.var.db, assertSelf(c.var.user, c.req.valid('json').authorId), c.req.valid('json')), 201),
  )
  .patch('/:postId', member, validate('param', postIdParam), validate('json', editPostSchema), async (c) =>
    c.json(await updatePost(c.var.db, c.var.user, c.req.valid('param').postId, c.req.valid('json').content)),
  )
  // The asker or a moderator chooses a question's answer (docs/decisions/029-questions-and-discussions.md).
  .post('/:postId/accepted-answer', member, validate('param', postIdParam), validate('json', acceptedAnswerSchema), async (c) =>
    c.json(await acceptAnswer(c.var.db, c.var.user, c.req.valid('param').postId, c.req.valid('json').commentId)),
  )
  .delete('/:postId/accepted-answer', member, validate('param', postIdParam), async (c) =>
    c.json(await withdrawAnswer(c.var.db, c.var.user, c.req.valid('param').postId)),
  )
  .get('/:postId/comments', reader, validate('param', postIdParam), async (c) => c.json(await commentsOf(c.var.db, c.var.user, c.req.valid('param').postId)))
  .post('/:postId/comments', member, writeLimit, validate('param', postIdParam), validate('json', commentSchema), async (c) => {
    const input = c.req.valid('json');
    return c.json(await addComment(c.var.db, assertSelf(c.var.user, input.authorId), c.req.valid('param').postId, input), 201);
  });

/** `GET /api/qa` (docs/decisions/029-questions-and-discussions.md): the questions, by filter, sort and language. */
export const qaRoutes = new Hono<AppEnv>()
  .get('/', reader, validate('query', qaQuery), async (c) => c.json(await questionsPage(c.var.db, c.var.user, c.req.valid('query'))))
  // The question form offers these while the title is typed (docs/decisions/049-question-titles-and-post-languages.md).
  .get('/similar', reader, validate('query', similarQuestionsQuery), async (c) => {
    const { q, lang } = c.req.valid('query');
    return c.json({ questions: await similarQuestions(c.var.db, c.var.user, q, lang) });
  });
