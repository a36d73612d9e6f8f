/**
 * Relevance (docs/decisions/054-search-by-relevance.md): FTS5's `bm25()` over `activities_search`
 * with column weights, the title counting most, then the tags, the description and the
 * instructions. A visitor's words match the public columns only (search.ts), and the instructions
 * weigh nothing in their score either. FTS5 hands over its best `RELEVANCE_CANDIDATES` matches by
 * score from its own index; lists page through those, so the activity rows read stay bounded
 * however common a word is.
 */
import { sql, type SQL } from 'drizzle-orm';
import { activities } from '~/server/db/schema';

/** The best matches a search looks at, before filters and paging (the list's "few hits" bound). */
export const RELEVANCE_CANDIDATES = 500;

/** bm25 weights in the index's column order: title, description, content, tags. */
const WEIGHTS = { member: sql.raw('10.0, 2.0, 1.0, 5.0'), visitor: sql.raw('10.0, 2.0, 0.0, 5.0') };

/** The best matches as `found(hit, score)`, lower scores better (bm25 is negative), for a join on the activity's id. */
export function bestActivityMatches(match: string, visitor: boolean): SQL {
  return sql`(select rowid as hit, bm25(activities_search, ${WEIGHTS[visitor ? 'visitor' : 'member']}) as score from activities_search where activities_search match ${match} order by score limit ${RELEVANCE_CANDIDATES}) as found`;
}

export const joinedToFound = sql`found.hit = ${activities.id}`;

/** Best first; equal scores newest first. */
export const byRelevance = [sql`found.score`, sql`${activities.id} desc`];

/** The matches after a page that ended on (score, id). */
export const afterRelevance = (score: number, id: number): SQL => sql`(found.score > ${score} or (found.score = ${score} and ${activities.id} < ${id}))`;
