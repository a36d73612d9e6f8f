/**
 * The demo dogs partway through a course (README "Demo courses", docs/decisions/046-following-courses.md):
 * Pepe (tom_monthly) follows the German loose-lead course, Skye (oliver_yearly) the English one,
 * enrolled twelve days ago: the first step of stage 1 is done, the second has all but one of its
 * sessions ("2 von 3"). The steps are read from the seeded course itself, so this runs after the
 * courses' seed and does nothing while they are missing (`WHERE EXISTS`); a second run adds nothing
 * (each evening's session once), and the journal's own sessions of a step's activity since the
 * enrolment (one without a rate, say) keep nothing out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { addDays, instantOfLocal, localDay } from '~/shared/training/days';
import { DEMO_COURSE_IDS } from './course-ids';

const DAY = 86_400_000;
const ENROLLED_DAYS_AGO = 12;
const SETTINGS = ['home', 'garden', 'park'] as const;

export const DEMO_ENROLMENTS = [
  { dogId: 2, trainer: 'tom_monthly', courseId: DEMO_COURSE_IDS.de.lead },
  { dogId: 3, trainer: 'oliver_yearly', courseId: DEMO_COURSE_IDS.en.lead },
] as const;

/** Sessions at 10 of 10 on consecutive evenings from `fromDaysAgo`, in turn at home, in the garden and in the park. */
function evenings(now: number, timeZone: string, fromDaysAgo: number) {
  const today = localDay(now, timeZone);
  return Array.from({ length: 10 }, (_, i) => {
    const day = addDays(today, -(fromDaysAgo - i));
    const startedAt = Math.min(instantOfLocal(`${day}T18:30`, timeZone)?.getTime() ?? now, now);
    return { at: startedAt, day: localDay(startedAt, timeZone), setting: SETTINGS[i % SETTINGS.length] };
  });
}

/**
 * Enrols each demo dog and logs the sessions of its course's first two steps (in stage and step
 * order): the first step's goal in full, the second's but one. The trigger of migration 0027
 * records the first step's result.
 */
export async function seedDemoEnrolments(db: Db, now: number, userId: (username: string) => number, timeZone: (username: string) => string) {
  const enrolledAt = now - ENROLLED_DAYS_AGO * DAY;
  for (const { dogId, trainer, courseId } of DEMO_ENROLMENTS) {
    const step = (offset: number, short: number, fromDaysAgo: number) => sql`
      INSERT INTO training_sessions (dog_id, activity_id, user_id, started_at, day, duration_minutes, repetitions, successes, setting, distraction, notes)
      SELECT ${dogId}, step.activity_id, ${userId(trainer)}, json_extract(slot.value, '$.at'), json_extract(slot.value, '$.day'), 8, 10, 10,
        json_extract(slot.value, '$.setting'), 'low', ''
      FROM (SELECT s.activity_id, s.goal_sessions FROM course_steps s JOIN course_stages st ON st.id = s.stage_id
            WHERE s.course_id = ${courseId} ORDER BY st.position, s.position LIMIT 1 OFFSET ${offset}) step
      JOIN json_each(${JSON.stringify(evenings(now, timeZone(trainer), fromDaysAgo))}) slot ON slot.key < step.goal_sessions - ${short}
      JOIN dog_courses e ON e.dog_id = ${dogId} AND e.course_id = ${courseId}
      WHERE NOT EXISTS (SELECT 1 FROM training_sessions t WHERE t.dog_id = ${dogId} AND t.activity_id = step.activity_id
        AND t.started_at = json_extract(slot.value, '$.at'))`;
    // One at a time: the second step's sessions follow the first's, as a trainer logs them.
    await db.run(sql`INSERT INTO dog_courses (dog_id, course_id, status, enrolled_at)
      SELECT ${dogId}, c.id, 'active', ${enrolledAt} FROM courses c WHERE c.id = ${courseId} AND c.status = 'published'
      ON CONFLICT DO NOTHING`);
    await db.run(step(0, 0, ENROLLED_DAYS_AGO - 1));
    await db.run(step(1, 1, ENROLLED_DAYS_AGO - 4));
  }
}
