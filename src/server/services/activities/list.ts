/**
 * The activity list (docs/product-rules.md §2, §7.5): search, filters, sort and cursor paging on the server.
 * Every sort order has an index that starts with the language (schema.ts), so a plain page reads
 * about as many rows as it shows.
 *
 * A search picks its plan from a bounded count of its hits (`bench:api` shows why): few hits are
 * read directly and sorted; many hits are found sooner by walking the sort index and probing the
 * search index card by card.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ActivityPage } from '~/shared/activity';
import { DIFFICULTY_RANK, type Locale } from '~/shared/enums';
import { can } from '~/shared/policy';
import { sortOf } from '~/shared/activity-query';
import { ACTIVITY_PAGE_SIZE, type ActivityListQuery, type ActivitySort } from '~/shared/schemas/activity';
import type { Db } from '~/server/db/client';
import { activities, activityFavorites, activityTags } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { selectRankedSummaries, selectSummaries, toSummary } from './columns';
import { afterRelevance, bestActivityMatches, byRelevance, joinedToFound } from './relevance';
import { decodeCursor, encodeCursor, pageOf, type Cursor } from '~/server/services/cursor';
import { searchQuery } from './search';

interface SortOrder {
  key: SQL;
  direction: 'asc' | 'desc';
  valueOf: (card: { createdAt: string; likes: number; completions: number; title: string; difficulty: keyof typeof DIFFICULTY_RANK }) => number | string;
}

const SORTS: Record<Exclude<ActivitySort, 'relevance'>, SortOrder> = {
  newest: { key: sql`${activities.createdAt}`, direction: 'desc', valueOf: (card) => Date.parse(card.createdAt) },
  oldest: { key: sql`${activities.createdAt}`, direction: 'asc', valueOf: (card) => Date.parse(card.createdAt) },
  popular: { key: sql`${activities.likes}`, direction: 'desc', valueOf: (card) => card.likes },
  completed: { key: sql`${activities.completions}`, direction: 'desc', valueOf: (card) => card.completions },
  alphabetical: { key: sql`${activities.title} collate nocase`, direction: 'asc', valueOf: (card) => card.title },
  difficulty: { key: sql`${activities.difficultyRank}`, direction: 'asc', valueOf: (card) => DIFFICULTY_RANK[card.difficulty] },
};

/** Cards after the cursor's (value, id) pair in the sort order; ties are broken by id. */
function after(order: SortOrder, [value, id]: Cursor): SQL {
  return order.direction === 'desc' ? sql`(${order.key}, ${activities.id}) < (${value}, ${id})` : sql`(${order.key}, ${activities.id}) > (${value}, ${id})`;
}

/** 'both' places suit indoor and outdoor searches alike (docs/product-rules.md §7.5). */
const locationsMatching = { indoor: ['indoor', 'both'], outdoor: ['outdoor', 'both'], both: ['both'] } as const;

/** Up to this many hits a search starts from its hits; above, from the sort index. */
const FEW_HITS = 500;

type SearchPlan = { kind: 'none' } | { kind: 'few' | 'many' | 'ranked'; match: string };

/** Only those who may read the instructions search them. */
export const isVisitor = (viewer: SessionUser | null) => !can.read(actorOf(viewer));

async function searchPlan(db: Db, text: string | undefined, viewer: SessionUser | null): Promise<SearchPlan | null> {
  const match = text ? searchQuery(text, { visitor: isVisitor(viewer) }) : null;
  if (!match) return null;
  const counted = await db.get<{ hits: number }>(
    sql`select count(*) as hits from (select 1 from activities_search where activities_search match ${match} limit ${FEW_HITS + 1})`,
  );
  const hits = counted?.hits ?? 0;
  if (hits === 0) return { kind: 'none' };
  return { kind: hits > FEW_HITS ? 'many' : 'few', match };
}

function filters(query: ActivityListQuery, viewer: SessionUser | null, locale: Locale, search: SearchPlan | null): SQL[] {
  // Hidden by moderation: out of every list.
  const conditions: (SQL | undefined)[] = [isNull(activities.hiddenAt)];
  const lang = query.lang ?? locale;
  // `+lang` keeps SQLite from walking the language index when a few search hits are cheaper to start from.
  const fromHits = search?.kind === 'few' || search?.kind === 'ranked';
  if (lang !== 'all') conditions.push(fromHits ? sql`+${activities.lang} = ${lang}` : eq(activities.lang, lang));
  if (search?.kind === 'few') conditions.push(sql`${activities.id} in (select rowid from activities_search where activities_search match ${search.match})`);
  if (search?.kind === 'many') {
    conditions.push(sql`exists (select 1 from activities_search where activities_search.rowid = ${activities.id} and activities_search match ${search.match})`);
  }
  if (query.difficulty) conditions.push(eq(activities.difficulty, query.difficulty));
  if (query.duration) conditions.push(lte(activities.duration, query.duration));
  if (query.location) conditions.push(inArray(activities.location, [...locationsMatching[query.location]]));
  for (const tag of query.tags ?? []) {
    conditions.push(sql`exists (select 1 from ${activityTags} where ${activityTags.activityId} = ${activities.id} and ${activityTags.tag} = ${tag})`);
  }
  if (query.mine) {
    if (!viewer) throw new ApiError(401, 'error_not_logged_in');
    conditions.push(eq(activities.authorId, viewer.id));
  }
  if (query.favorites) {
    if (!can.track(actorOf(viewer))) throw new ApiError(403, 'activity_track_premium', 'favorites');
    conditions.push(
      sql`exists (select 1 from ${activityFavorites} where ${activityFavorites.userId} = ${viewer?.id} and ${activityFavorites.activityId} = ${activities.id})`,
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** One page of cards; `scope` narrows further (the management screen's own conditions). */
export async function activityPage(db: Db, query: ActivityListQuery, viewer: SessionUser | null, locale: Locale, scope: SQL[] = []): Promise<ActivityPage> {
  const sort = sortOf(query);
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (sort === 'relevance') {
    // sortOf only answers relevance when the query has a word to search.
    const visitor = isVisitor(viewer);
    const match = searchQuery(query.q ?? '', { visitor }) ?? '';
    const conditions = [...filters(query, viewer, locale, { kind: 'ranked', match }), ...scope];
    return relevantActivities(db, { match, visitor, conditions, after: cursor ? [Number(cursor[0]), cursor[1]] : null, limit: ACTIVITY_PAGE_SIZE });
  }
  const order = SORTS[sort];
  const search = await searchPlan(db, query.q, viewer);
  if (search?.kind === 'none') return { activities: [], nextCursor: null };
  const conditions = [...filters(query, viewer, locale, search), ...scope];
  if (cursor) conditions.push(after(order, cursor));
  const by = order.direction === 'desc' ? desc : asc;
  const ordered = [by(order.key), by(activities.id)];
  // Walking an index, only the page's rows are read in full anyway; when the hits must be sorted
  // first, the sort runs on ids alone and the page is read in full afterwards.
  const rows =
    search?.kind === 'few'
      ? await selectSummaries(db)
          .where(
            inArray(
              activities.id,
              db
                .select({ id: activities.id })
                .from(activities)
                .where(and(...conditions))
                .orderBy(...ordered)
                .limit(ACTIVITY_PAGE_SIZE + 1),
            ),
          )
          .orderBy(...ordered)
      : await selectSummaries(db)
          .where(and(...conditions))
          .orderBy(...ordered)
          .limit(ACTIVITY_PAGE_SIZE + 1);
  const { page, nextCursor } = pageOf(rows.map(toSummary), ACTIVITY_PAGE_SIZE, (last) => [order.valueOf(last), last.id]);
  return { activities: page, nextCursor };
}

interface RankedInput {
  match: string;
  visitor: boolean;
  /** Further conditions: hidden, language, filters. */
  conditions: SQL[];
  /** The (score, id) the previous page ended on. */
  after: readonly [number, number] | null;
  limit: number;
  /** Put before (score, id) in the next page's cursor (the search's fingerprint, community/search.ts). */
  cursorPrefix?: string[];
}

/**
 * A page of the best matches (relevance.ts): one statement that joins FTS5's best candidates by score to
 * the activities, keeps those the conditions allow and pages by (score, id), so the rows read are
 * bounded by the candidates however many activities match.
 */
export async function relevantActivities(db: Db, { match, visitor, conditions, after, limit, cursorPrefix = [] }: RankedInput): Promise<ActivityPage> {
  const rows = await selectRankedSummaries(db, bestActivityMatches(match, visitor), joinedToFound)
    .where(and(...conditions, ...(after ? [afterRelevance(...after)] : [])))
    .orderBy(...byRelevance)
    .limit(limit + 1);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { activities: rows.slice(0, limit).map(toSummary), nextCursor: last ? encodeCursor([...cursorPrefix, last.score, last.id]) : null };
}
