/**
 * The community highscore (docs/decisions/051-highscore.md): listed dogs (an owner shares
 * milestones) by their points of the viewer's current week or of all time, best first, 20 a page.
 * One statement per page: the ranking walks the rank index of the points the triggers keep
 * (migrations/0034_highscore.sql) and stops after a page and one; `following` starts from the
 * viewer's follows instead, so it reads their followed members' dogs, never the whole ranking.
 * Equal points share a rank (1, 2, 2, 4); the cursor carries where the last page ended.
 */
import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { HIGHSCORE_PAGE_SIZE, type HighscoreEntry, type HighscorePage, type HighscorePeriod, type HighscoreScope } from '~/shared/highscore';
import type { HighscoreQuery } from '~/shared/schemas/highscore';
import { localDay, weekStart } from '~/shared/training/days';
import type { Db } from '~/server/db/client';
import { dogOwners, dogPoints, dogPointsWeeks, dogs, follows, users } from '~/server/db/schema';
import { decodeCursorOf, encodeCursor } from '~/server/services/cursor';
import { imageSizesOf } from '~/server/services/uploads';
import { visibleMember } from '~/server/services/network/members';

/** Points and dog id of the last row, its position in the ranking and its rank. */
const rankCursor = v.tuple([
  v.pipe(v.number(), v.integer()),
  v.pipe(v.number(), v.integer()),
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.number(), v.integer(), v.minValue(1)),
]);
type RankCursor = v.InferOutput<typeof rankCursor>;

interface Viewer {
  id: number;
  timeZone: string;
}

interface Row {
  dog_id: number;
  points: number;
  name: string;
  breed: string | null;
  photo_key: string | null;
  owners: string;
  mine: number;
}

/** The ranked rows (`dog_id`, `points`) of one period and scope after the cursor, a page and one. */
function rankedRows(viewerId: number, period: HighscorePeriod, scope: HighscoreScope, week: string, cursor: RankCursor | null): SQL {
  const table = period === 'week' ? sql`${dogPointsWeeks}` : sql`${dogPoints}`;
  const inWeek = period === 'week' ? sql` and r.week = ${week}` : sql``;
  // The plain bound lets the rank index seek; the pair decides equal points.
  const after = cursor ? sql` and r.points <= ${cursor[0]} and (r.points < ${cursor[0]} or r.dog_id > ${cursor[1]})` : sql``;
  const listed = sql`r.listed = 1 and r.points > 0${inWeek}${after}`;
  if (scope === 'everyone') {
    return sql`select r.dog_id, r.points from ${table} r where ${listed} order by r.points desc, r.dog_id limit ${HIGHSCORE_PAGE_SIZE + 1}`;
  }
  // CROSS JOIN keeps SQLite's order: the viewer's follows, those who share, their dogs, each dog's points.
  return sql`select r.dog_id, r.points from ${follows} f
    cross join ${users} u on u.id = f.followee_id
    cross join ${dogOwners} o on o.user_id = u.id
    cross join ${table} r on r.dog_id = o.dog_id
    where f.follower_id = ${viewerId} and u.share_milestones = 1 and ${listed}
    group by r.dog_id
    order by r.points desc, r.dog_id limit ${HIGHSCORE_PAGE_SIZE + 1}`;
}

/** `GET /api/highscore`: a page of the ranking for the viewer (whose own dogs are marked). */
export async function highscorePage(db: Db, viewer: Viewer, { period, scope, cursor: cursorText }: HighscoreQuery, now: Date): Promise<HighscorePage> {
  const cursor = cursorText ? decodeCursorOf(rankCursor, cursorText) : null;
  const week = weekStart(localDay(now, viewer.timeZone));
  // The owners shown are those who share and whom others may see, in the order they became owners.
  const rows = await db.all<Row>(sql`
    select r.dog_id, r.points, d.name, d.breed, d.photo_key,
      (select json_group_array(${users.username}) from ${dogOwners} join ${users} on ${users.id} = ${dogOwners.userId}
        where ${dogOwners.dogId} = r.dog_id and ${users.shareMilestones} = 1 and ${visibleMember(now.getTime())}) as owners,
      exists (select 1 from ${dogOwners} m where m.dog_id = r.dog_id and m.user_id = ${viewer.id}) as mine
    from (${rankedRows(viewer.id, period, scope, week, cursor)}) r
    join ${dogs} d on d.id = r.dog_id
    order by r.points desc, r.dog_id`);

  let [position, rank, points] = cursor ? [cursor[2], cursor[3], cursor[0]] : [0, 0, Number.NaN];
  const items: HighscoreEntry[] = rows.slice(0, HIGHSCORE_PAGE_SIZE).map((row) => {
    position += 1;
    if (row.points !== points) [rank, points] = [position, row.points];
    return {
      rank,
      points: row.points,
      dog: { id: row.dog_id, name: row.name, breed: row.breed, photo: imageSizesOf(row.photo_key)?.thumbnail ?? null },
      owners: JSON.parse(row.owners) as string[],
      mine: Boolean(row.mine),
    };
  });
  const last = items.at(-1);
  const nextCursor = rows.length > HIGHSCORE_PAGE_SIZE && last ? encodeCursor([last.points, last.dog.id, position, rank]) : null;
  return { period, scope, week: period === 'week' ? week : null, items, nextCursor };
}
