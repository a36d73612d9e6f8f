/**
 * Whether marking an activity mastered is confirmed by the journal's evidence, in SQL, so the
 * write that marks it decides in the same statement (docs/decisions/051-highscore.md): the rule of
 * src/shared/training/mastery.ts (the newest sessions with a result, each at the rate, in enough
 * settings), read through the (dog, activity, start, id) index.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { MASTERY_RATE, MASTERY_SESSIONS, MASTERY_SETTINGS } from '~/shared/training/mastery';
import { trainingSessions } from '~/server/db/schema';

export const provenByJournal = (dogId: AnyColumn | SQL | number, activityId: AnyColumn | SQL | number): SQL =>
  sql`(select count(*) = ${MASTERY_SESSIONS}
      and min(case when s.repetitions > 0 then coalesce(s.successes, 0) * 1.0 / s.repetitions else s.rating / 5.0 end) >= ${MASTERY_RATE}
      and count(distinct s.setting) >= ${MASTERY_SETTINGS}
    from ${trainingSessions} s where s.id in (
      select e.id from ${trainingSessions} e
      where e.dog_id = ${dogId} and e.activity_id = ${activityId} and (e.repetitions > 0 or e.rating is not null)
      order by e.started_at desc, e.id desc limit ${MASTERY_SESSIONS}))`;
