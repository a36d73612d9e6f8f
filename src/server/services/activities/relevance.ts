/**
 * Relevance (docs/decisions/054-search-by-relevance.md): FTS5's `bm25()` over `activities_search`
 * with column weights, the title counting most, then the tags, the description and the
 * instructions. A visitor's words match the public columns only (search.ts), and the instructions
 * weigh nothing in their score either.
 *
 * D1 counts every match FTS5 scores as a row read, so ranking all matches of a common word would read
 * rows by the thousand. FTS5 walks its matches newest first (by rowid, the activity's id) and stops
 * after `RELEVANCE_CANDIDATES`; those are ranked by score and paged, so the rows read stay bounded
 * however common a word is. A rarer word's matches are all among them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { activities } from '~/server/db/schema';

/** The newest matches a search ranks, before filters and paging (the list's "few hits" bound). */
export const RELEVANCE_CANDIDATES = 500;

/** bm25 weights in the index's column order: title, description, content, tags. */
const WEIGHTS = { member: sql.raw('10.0, 2.0, 1.0, 5.0'), visitor: sql.raw('10.0, 2.0, 0.0, 5.0') };

/** The newest matches with their scores as `found(hit, score)`, lower scores better (bm25 is negative), for a join on the activity's id. */
export function bestActivityMatches(match: string, visitor: boolean): SQL {
  return sql`(select rowid as hit, bm25(activities_search, ${WEIGHTS[visitor ? 'visitor' : 'member']}) as score from activities_search where activities_search match ${match} order by rowid desc limit ${RELEVANCE_CANDIDATES}) as found`;
}

export const joinedToFound = sql`found.hit = ${activities.id}`;

/** Best first; equal scores newest first. */
export const byRelevance = [sql`found.score`, sql`${activities.id} desc`];

/** The matches after a page that ended on (score, id). */
export const afterRelevance = (score: number, id: number): SQL => sql`(found.score > ${score} or (found.score = ${score} and ${activities.id} < ${id}))`;
