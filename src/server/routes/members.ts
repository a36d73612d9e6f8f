/**
 * Member pages, following, muting and blocking (docs/decisions/028-network.md), mounted at
 * `/members`. Members only: the guard answers visitors before any input is looked at; an unknown,
 * deleted or suspended member is 404.
 */
import { Hono, type Context } from 'hono';
import type { SuggestionList } from '~/shared/network';
import { cursorQuery, usernameParam } from '~/shared/schemas/network';
import { memberSearchQuery } from '~/shared/schemas/notifications';
import type { AppEnv } from '~/server/context';
import type { Db } from '~/server/db/client';
import type { GuardedEnv } from '~/server/middleware/guard';
import { edgeLimitByMember } from '~/server/middleware/rate-limit';
import { refuseWhileSuspended, WRITE_METHODS } from '~/server/middleware/suspension';
import { networkFeed } from '~/server/services/network/feed';
import { type FollowDirection, followList } from '~/server/services/network/lists';
import { existingMemberId, memberByUsername, memberProfile, membersMatching } from '~/server/services/network/members';
import { follow, setBlocked, setMuted, unfollow } from '~/server/services/network/relations';
import { suggestions } from '~/server/services/network/suggestions';
import { validate } from '~/server/validation';
import { reader } from './community-guards';

const username = validate('param', usernameParam);

type MemberLookup = (db: Db, username: string) => Promise<number>;
const visibleMemberId: MemberLookup = async (db, name) => (await memberByUsername(db, name)).id;

/**
 * A handler that acts on the named member as the session user; `cursor` is the validated query's,
 * for the lists. The member is found by `lookup`: by default one others may see (else 404).
 */
const onMember =
  <T>(act: (db: Db, viewerId: number, memberId: number, cursor: string | undefined) => Promise<T>, lookup: MemberLookup = visibleMemberId) =>
  async (c: Context<AppEnv & GuardedEnv>) => {
    const memberId = await lookup(c.var.db, c.req.param('username') ?? '');
    return c.json(await act(c.var.db, c.var.user.id, memberId, c.req.query('cursor')));
  };
const list = (direction: FollowDirection) => onMember((db, _viewerId, memberId, cursor) => followList(db, memberId, direction, cursor));
// Muting and blocking protect the viewer, so they reach a member suspended right now too.
const muting = (muted: boolean) => onMember((db, viewerId, memberId) => setMuted(db, viewerId, memberId, muted), existingMemberId);
const blocking = (blocked: boolean) => onMember((db, viewerId, memberId) => setBlocked(db, viewerId, memberId, blocked), existingMemberId);
const cursor = validate('query', cursorQuery);

export const memberRoutes = new Hono<AppEnv>()
  .on(WRITE_METHODS, '*', refuseWhileSuspended)
  .get('/:username', reader, username, async (c) => c.json(await memberProfile(c.var.db, c.var.user.id, c.req.valid('param').username)))
  .get('/:username/followers', reader, username, cursor, list('followers'))
  .get('/:username/following', reader, username, cursor, list('following'))
  .post('/:username/follow', reader, username, onMember(follow))
  .delete('/:username/follow', reader, username, onMember(unfollow))
  .post('/:username/mute', reader, username, muting(true))
  .delete('/:username/mute', reader, username, muting(false))
  .post('/:username/block', reader, username, blocking(true))
  .delete('/:username/block', reader, username, blocking(false));

/**
 * `GET /api/network/feed`: what the members one follows did lately; `GET /api/network/suggestions`:
 * members one might follow, each with the reason (docs/decisions/052-finding-people.md).
 */
export const networkRoutes = new Hono<AppEnv>()
  .get('/feed', reader, cursor, async (c) => c.json(await networkFeed(c.var.db, c.var.user.id, c.req.valid('query').cursor)))
  .get('/suggestions', reader, async (c) => c.json({ members: await suggestions(c.var.db, c.var.user.id) } satisfies SuggestionList));

/**
 * `GET /api/users/search?q=` for @mention suggestions: members only, at most `MEMBER_SEARCH_LIMIT`.
 * Typing asks often, so each member has their own generous limit (one rate-limit upsert per search).
 */
const searchLimit = edgeLimitByMember('SEARCH_LIMITER', 'member-search');
export const memberSearchRoutes = new Hono<AppEnv>().get('/search', reader, searchLimit, validate('query', memberSearchQuery), async (c) =>
  c.json({ members: await membersMatching(c.var.db, c.var.user.id, c.req.valid('query').q) }),
);
