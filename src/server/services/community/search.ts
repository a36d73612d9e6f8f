/**
 * `GET /api/search` (docs/decisions/054-search-by-relevance.md): the best matches first, 20 a page,
 * over activities, the feed's posts or the Q&A questions. FTS5 hands over a fixed number of its newest
 * matches with their scores; the page is cut from those, best first, so the rows read stay bounded
 * however common a word is. Items come as their lists show them (activity cards, post views).
 *
 * The cursor carries a fingerprint of the search it belongs to, so one from another query, type or
 * language is refused rather than paging somewhere else.
 */
import { and, desc, isNull, not, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { ActivityPage } from '~/shared/activity';
import type { FeedPage } from '~/shared/community';
import { SEARCH_PAGE_SIZE, type SearchQuery } from '~/shared/schemas/search';
import type { Db } from '~/server/db/client';
import { activities, posts } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import type { SessionUser } from '~/server/auth/session-user';
import { isVisitor, relevantActivities } from '~/server/services/activities/list';
import { searchQuery as matchOf } from '~/server/services/activities/search';
import { decodeCursorOf, encodeCursor } from '~/server/services/cursor';
import { hiddenFromViewer } from '~/server/services/network/relations';
import { selectPosts, toPostView } from './feed';

/** The newest post matches a search ranks and pages through (ten pages; see relevance.ts for why the newest). */
export const POST_CANDIDATES = 200;

/** bm25 weights in the index's column order: a question's title counts most, then the text; the facets nothing. */
const POST_WEIGHTS = sql.raw('10.0, 1.0, 0.0');
/** The typed words meet the title and the text only, never the facets. */
const POST_COLUMNS = '{title content}';

/**
 * The type and language as FTS5 filters on the `facets` column (migrations/0036), so FTS5 ranks only
 * posts of the list searched and its best candidates are all of them. Known values, written as text.
 */
export function facetsOf(type: 'post' | 'question', lang: string | null): string {
  const ofType = type === 'question' ? 'facets : "type_question"' : '(facets : "type_post" OR facets : "type_success_story")';
  return lang ? `${ofType} AND facets : "lang_${lang}"` : ofType;
}

/**
 * The newest `limit` post matches with their scores as `found(hit, score)`, lower scores better (bm25
 * is negative), for a join on the post's id: D1 counts every match FTS5 scores as a row read, so
 * FTS5 stops after the newest (see activities/relevance.ts).
 */
export const bestPostMatches = (match: string, limit: number): SQL =>
  sql`(select rowid as hit, bm25(posts_search, ${POST_WEIGHTS}) as score from posts_search where posts_search match ${match} order by rowid desc limit ${limit}) as found`;

/** Written as literals, not parameters, like the Q&A list's. */
const ofType = { post: sql`${posts.type} <> 'question'`, question: sql`${posts.type} = 'question'` };

const activityCursor = v.tuple([v.string(), v.number(), v.pipe(v.number(), v.integer())]);
const postCursor = v.tuple([v.string(), v.pipe(v.number(), v.integer(), v.minValue(SEARCH_PAGE_SIZE), v.maxValue(POST_CANDIDATES))]);

/** FNV-1a of the search a cursor belongs to: not a secret, only a check that it is the same search. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(36);
}

function decodeFor<T extends typeof activityCursor | typeof postCursor>(shape: T, text: string, tag: string): v.InferOutput<T> {
  const cursor = decodeCursorOf(shape, text);
  if (cursor[0] !== tag) throw new ApiError(400, 'error_cursor_invalid', 'cursor');
  return cursor;
}

/** One page of a search; the route's guard lets only members search posts and questions. */
export async function searchPage(db: Db, viewer: SessionUser | null, { q, type, lang, cursor }: SearchQuery): Promise<ActivityPage | FeedPage> {
  const visitor = isVisitor(viewer);
  // The schema let only queries with a word to search through; a visitor's words meet the public columns.
  const oneLanguage = lang && lang !== 'all' ? lang : null;
  const words = (type === 'activity' ? matchOf(q, { visitor }) : matchOf(q, { columns: POST_COLUMNS })) ?? '""';
  const match = type === 'activity' ? words : `(${words}) AND ${facetsOf(type, oneLanguage)}`;
  const tag = fingerprint(`${type}\n${lang ?? 'all'}\n${match}`);
  if (type === 'activity') {
    const after = cursor ? decodeFor(activityCursor, cursor, tag) : null;
    // `+lang`: start from the search's candidates, not the language index.
    const conditions = [isNull(activities.hiddenAt), ...(oneLanguage ? [sql`+${activities.lang} = ${oneLanguage}`] : [])];
    return relevantActivities(db, { match, visitor, conditions, after: after ? [after[1], after[2]] : null, limit: SEARCH_PAGE_SIZE, cursorPrefix: [tag] });
  }
  if (!viewer) throw new ApiError(401, 'community_login_required');
  const offset = cursor ? decodeFor(postCursor, cursor, tag)[1] : 0;
  const conditions: SQL[] = [ofType[type], isNull(posts.hiddenAt), not(hiddenFromViewer(viewer.id, posts.authorId))];
  if (oneLanguage) conditions.push(sql`+${posts.lang} = ${oneLanguage}`);
  const rows = await selectPosts(db, viewer.id)
    .innerJoin(bestPostMatches(match, POST_CANDIDATES), sql`found.hit = ${posts.id}`)
    .where(and(...conditions))
    .orderBy(sql`found.score`, desc(posts.id))
    .limit(SEARCH_PAGE_SIZE + 1)
    .offset(offset);
  const more = rows.length > SEARCH_PAGE_SIZE && offset + SEARCH_PAGE_SIZE < POST_CANDIDATES;
  return { posts: rows.slice(0, SEARCH_PAGE_SIZE).map(toPostView), nextCursor: more ? encodeCursor([tag, offset + SEARCH_PAGE_SIZE]) : null };
}
