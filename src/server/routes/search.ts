/**
 * `GET /api/search` (docs/decisions/054-search-by-relevance.md), mounted at `/search`: activities for
 * everyone, as the activity list shows them to the caller; the feed's posts and the questions for
 * members who may read the community, guarded before the query is validated.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { COMMUNITY_SEARCH_TYPES, searchQuery } from '~/shared/schemas/search';
import type { AppEnv } from '~/server/context';
import { searchPage } from '~/server/services/community/search';
import { validate } from '~/server/validation';
import { reader } from './community-guards';

/** The community guard for posts and questions; activities are open to visitors, as their list is. */
const readerForCommunityTypes = Object.assign(
  createMiddleware<AppEnv>(async (c, next) =>
    // The guard narrows the user it lets through; the activity search reads it as it is.
    COMMUNITY_SEARCH_TYPES.includes(c.req.query('type') ?? '') ? reader(c as Parameters<typeof reader>[0], next) : next(),
  ),
  { ability: reader.ability },
);

export const searchRoutes = new Hono<AppEnv>().get('/', readerForCommunityTypes, validate('query', searchQuery), async (c) =>
  c.json(await searchPage(c.var.db, c.var.user, c.req.valid('query'))),
);
