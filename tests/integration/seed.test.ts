import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { DEMO_TIME_ZONE, DEMO_TOTP_SECRET, demoUsers } from '~/server/db/seed/demo-users';
import { journalDogs } from '~/server/db/seed/journal';
import { DEMO_COURSE_IDS } from '~/server/db/seed/course-ids';
import { seedDatabase } from '~/server/db/seed/seed';
import { coursePage } from '~/server/services/courses/catalogue';
import { courseDetail } from '~/server/services/courses/detail';
import { userForId } from '~/server/auth/session-user';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { todayOfDog } from '~/server/services/training/today';
import { notificationPage } from '~/server/services/notifications/inbox';
import { highscorePage } from '~/server/services/highscore/ranking';
import { notificationText } from '~/shared/notification-text';
import { GOAL_SESSIONS_MAX, GOAL_SESSIONS_MIN, GOAL_SUCCESS_MIN } from '~/shared/courses/rules';
import { addDays, localDay } from '~/shared/training/days';
import { masteryEvidence, successRate } from '~/shared/training/mastery';
import { reviewSchedule, reviewStatus } from '~/shared/training/reviews';

const TABLES = [
  'users',
  'subscriptions',
  'activities',
  'activity_tags',
  'activity_likes',
  'activity_favorites',
  'dogs',
  'dog_owners',
  'dog_progress',
  'posts',
  'post_likes',
  'comments',
  'comment_likes',
  'totp_credentials',
  'training_sessions',
  'training_days',
  'dog_points_days',
  'dog_points_weeks',
  'dog_points',
  'follows',
  'trainer_applications',
  'courses',
  'course_tags',
  'course_stages',
  'course_steps',
];

async function snapshot(): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(
    TABLES.map(async (table) => [table, (await env.DB.prepare(`select * from ${table} order by rowid`).all()).results] as const),
  );
  return Object.fromEntries(entries);
}

describe('seedDatabase', () => {
  it('fills every demo table with consistent counters, and a second run changes nothing', async () => {
    const db = getDb(env.DB);
    const summary = await seedDatabase(db);
    expect(summary.users).toBeGreaterThanOrEqual(12);
    expect(summary.activities).toBeGreaterThanOrEqual(24);
    const first = await snapshot();
    for (const table of TABLES) expect(first[table]?.length, table).toBeGreaterThan(0);

    await seedDatabase(db, Date.now() + 60_000);
    expect(await snapshot()).toEqual(first);
  });

  it('gives every demo admin and moderator the documented second factor, and no member one', async () => {
    await seedDatabase(getDb(env.DB));
    const rows = await env.DB.prepare(
      `select u.role, t.secret, t.enabled_at is not null as enabled from users u left join totp_credentials t on t.user_id = u.id where u.email like '%@rudel.test'`,
    ).all<{ role: string; secret: string | null; enabled: number }>();
    for (const row of rows.results) {
      expect(row.role === 'user' ? { secret: null, enabled: 0 } : { secret: DEMO_TOTP_SECRET, enabled: 1 }).toEqual({
        secret: row.secret,
        enabled: row.enabled,
      });
    }
    expect(rows.results.filter((row) => row.role !== 'user')).toHaveLength(2);
  });

  it('keeps every counter equal to the rows behind it', async () => {
    await seedDatabase(getDb(env.DB));
    const mismatches = await env.DB.prepare(
      `select
        (select count(*) from activities a where a.likes != (select count(*) from activity_likes l where l.activity_id = a.id)) as activity_likes,
        (select count(*) from activities a where a.completions != (select count(*) from dog_progress p where p.activity_id = a.id and p.mastered = 1)) as completions,
        (select count(*) from posts p where p.likes != (select count(*) from post_likes l where l.post_id = p.id)) as post_likes,
        (select count(*) from posts p where p.comments_count != (select count(*) from comments c where c.post_id = p.id)) as comments,
        (select count(*) from users u where u.activities_created != (select count(*) from activities a where a.author_id = u.id)) as activities_created,
        (select count(*) from comments c join comments parent on parent.id = c.parent_id where parent.parent_id is not null) as nested_replies`,
    ).first();
    expect(mismatches).toEqual({ activity_likes: 0, completions: 0, post_likes: 0, comments: 0, activities_created: 0, nested_replies: 0 });
  });

  it('has open and answered questions and discussions on activities, each naming an activity in its own language', async () => {
    await seedDatabase(getDb(env.DB));
    const qa = await env.DB.prepare(
      `select
        (select count(*) from posts where type = 'question' and accepted_comment_id is null) as open,
        (select count(*) from posts p join comments c on c.id = p.accepted_comment_id and c.post_id = p.id and c.parent_id is null where p.type = 'question') as answered,
        (select n from question_counts where state = 'open') as counted_open,
        (select n from question_counts where state = 'answered') as counted_answered,
        (select count(*) from posts p join activities a on a.id = p.activity_id and a.lang = p.lang where p.type in ('question', 'success_story')) as discussions,
        (select count(*) from posts where activity_id is not null) as naming`,
    ).first<Record<string, number>>();
    expect(qa?.answered).toBe(2);
    expect(qa?.open).toBeGreaterThan(0);
    expect({ open: qa?.counted_open, answered: qa?.counted_answered }).toEqual({ open: qa?.open, answered: qa?.answered });
    expect(qa?.discussions).toBe(7);
    expect(qa?.naming).toBe(7);
  });

  it('publishes four official courses per language with the fixed ids, each step an activity of its language with a goal within the rules', async () => {
    const db = getDb(env.DB);
    await seedDatabase(db);
    for (const lang of ['de', 'en'] as const) {
      const page = await coursePage(db, { lang }, lang);
      const ids = Object.values(DEMO_COURSE_IDS[lang]);
      expect(page.courses.filter((card) => ids.includes(card.id as never))).toHaveLength(4);
      for (const id of ids) {
        const course = await courseDetail(db, id, null);
        expect(course).toMatchObject({ lang, status: 'published', isOfficial: true, author: { username: 'trainerin_julia', isTrainer: true } });
        expect(course.stages.length).toBeGreaterThanOrEqual(2);
        expect(course.stages.length).toBeLessThanOrEqual(4);
        const steps = course.stages.flatMap((stage) => stage.steps);
        // A step's evidence is its activity's sessions: one activity once per course.
        expect(new Set(steps.map((step) => step.activity.id)).size).toBe(steps.length);
        for (const step of steps) {
          expect(step.activity.isPublic).toBe(true);
          expect(step.goalSessions).toBeGreaterThanOrEqual(GOAL_SESSIONS_MIN);
          expect(step.goalSessions).toBeLessThanOrEqual(GOAL_SESSIONS_MAX);
          expect(step.goalSuccess).toBeGreaterThanOrEqual(GOAL_SUCCESS_MIN);
        }
        const [activity] = await env.DB.prepare('select lang from activities where id = ?')
          .bind(steps[0]?.activity.id)
          .all<{ lang: string }>()
          .then((r) => r.results);
        expect(activity?.lang).toBe(lang);
        expect(steps.some((step) => step.note !== '')).toBe(true);
      }
      expect(await courseDetail(db, DEMO_COURSE_IDS[lang].puppy, null)).toMatchObject({ ageMinWeeks: 8, ageMaxWeeks: 20 });
      expect((await coursePage(db, { lang, ageWeeks: 12 }, lang)).courses[0]?.id).toBe(DEMO_COURSE_IDS[lang].puppy);
    }
  });

  it('respects the activity limits of free and pending members', async () => {
    await seedDatabase(getDb(env.DB));
    const overLimit = await env.DB.prepare(
      `select username from users where
        (subscription_tier = 'free' and status = 'active' and activities_created > 5)
        or (status = 'pending_payment' and activities_created > 1)
        or (status in ('unverified', 'verified') and activities_created > 0)`,
    ).all();
    expect(overLimit.results).toEqual([]);
  });
});

describe('the demo highscore', () => {
  it('ranks several shared dogs this week and of all time, with points equal to the journal behind them', async () => {
    const now = Date.now();
    await seedDatabase(getDb(env.DB), now);
    // What the triggers keep, recomputed from the journal: each day's minutes up to 60, 25 per confirmed mastery.
    const mismatches = await env.DB.prepare(
      `with expected(dog_id, day, points) as (
         select dog_id, day, sum(points) from (
           select dog_id, day, min(minutes, 60) as points from training_days
           union all select dog_id, mastered_on, 25 from dog_progress where mastered_proven = 1 and mastered_on is not null)
         group by dog_id, day)
       select
         (select count(*) from expected e where e.points != coalesce((select p.minutes_points + p.mastery_points from dog_points_days p where p.dog_id = e.dog_id and p.day = e.day), 0)) as days,
         (select count(*) from dog_points t where t.points != (select coalesce(sum(points), 0) from expected e where e.dog_id = t.dog_id)) as totals,
         (select count(*) from dog_points_weeks w where w.points != (select coalesce(sum(points), 0) from expected e where e.dog_id = w.dog_id and date(e.day, '-6 days', 'weekday 1') = w.week)) as weeks,
         (select count(*) from dog_progress where mastered_proven = 1) as proven`,
    ).first<{ days: number; totals: number; weeks: number; proven: number }>();
    expect({ ...mismatches, proven: (mismatches?.proven ?? 0) > 0 }).toEqual({ days: 0, totals: 0, weeks: 0, proven: true });

    const lena = await userForId(getDb(env.DB), (await env.DB.prepare(`select id from users where username = 'lena_yearly'`).first<number>('id')) ?? 0);
    if (!lena) throw new Error('no demo member lena_yearly');
    for (const period of ['week', 'all'] as const) {
      const ranking = await highscorePage(getDb(env.DB), lena, { period, scope: 'everyone' }, new Date(now));
      const names = ranking.items.map((item) => item.dog.name).sort();
      // Skye's day is London's: in the first hour of a Berlin Monday it still counts for last week.
      expect(names, period).toEqual(period === 'all' || names.includes('Skye') ? ['Balu', 'Kira', 'Pepe', 'Skye'] : ['Balu', 'Kira', 'Pepe']);
      expect(ranking.items.find((item) => item.dog.name === 'Balu')).toMatchObject({ mine: true, owners: ['lena_yearly'] });
    }
    const following = await highscorePage(getDb(env.DB), lena, { period: 'week', scope: 'following' }, new Date(now));
    expect(following.items.map((item) => item.dog.name)).toEqual(['Kira']);
  });
});

describe('the demo journal', () => {
  const timeZoneOf = (username: string) => demoUsers.find((u) => u.username === username)?.timeZone ?? DEMO_TIME_ZONE;

  it('keeps every total the triggers keep equal to the sessions behind it, each on its local day', async () => {
    await seedDatabase(getDb(env.DB));
    const mismatches = await env.DB.prepare(
      `select
        (select count(*) from training_days d where d.sessions != (select count(*) from training_sessions s where s.dog_id = d.dog_id and s.day = d.day)
          or d.minutes != (select sum(duration_minutes) from training_sessions s where s.dog_id = d.dog_id and s.day = d.day)) as days,
        (select count(*) from (select distinct dog_id, day from training_sessions) s
          where not exists (select 1 from training_days d where d.dog_id = s.dog_id and d.day = s.day)) as missing_days,
        (select count(*) from dogs g where g.training_sessions != (select count(*) from training_sessions s where s.dog_id = g.id)
          or g.training_minutes != (select coalesce(sum(duration_minutes), 0) from training_sessions s where s.dog_id = g.id)) as dogs,
        (select count(*) from dog_progress p where p.last_trained_at is not (select max(started_at) from training_sessions s where s.dog_id = p.dog_id and s.activity_id = p.activity_id)) as last_trained,
        (select count(*) from training_sessions s where not exists (select 1 from dog_owners o where o.dog_id = s.dog_id and o.user_id = s.user_id)) as foreign_trainers,
        (select count(*) from dog_progress where mastered = 1 and (mastered_on is null or review_due is null)) as unscheduled,
        (select count(*) from dog_progress where mastered = 0 and (mastered_on is not null or review_due is not null)) as scheduled_unmastered`,
    ).first();
    expect(mismatches).toEqual({ days: 0, missing_days: 0, dogs: 0, last_trained: 0, foreign_trainers: 0, unscheduled: 0, scheduled_unmastered: 0 });

    const sessions = await env.DB.prepare(
      `select s.started_at, s.day, u.username, s.notes, d.lang from training_sessions s join users u on u.id = s.user_id join activities d on d.id = s.activity_id`,
    ).all<{ started_at: number; day: string; username: string; notes: string; lang: string }>();
    expect(sessions.results.length).toBeGreaterThan(60);
    for (const session of sessions.results) {
      expect(session.day, session.username).toBe(localDay(session.started_at, timeZoneOf(session.username)));
      expect(session.started_at).toBeLessThanOrEqual(Date.now());
      // Notes in the owners' language, on the activity in that language.
      const lang = demoUsers.find((u) => u.username === session.username)?.locale;
      expect(session.lang).toBe(lang);
    }
  });

  it('shows every state of the journal on Balu and Skye, with schedules the sessions give', async () => {
    const now = Date.now();
    await seedDatabase(getDb(env.DB), now);
    for (const dog of journalDogs) {
      const owner = dog.trainers[0] ?? '';
      const today = localDay(now, timeZoneOf(owner));
      const progress = await env.DB.prepare(
        'select activity_id, mastered, mastered_on, review_step, review_due from dog_progress where dog_id = ? order by activity_id',
      )
        .bind(dog.dogId)
        .all<{ activity_id: number; mastered: number; mastered_on: string | null; review_step: number; review_due: string | null }>();
      const states: string[] = [];
      for (const row of progress.results) {
        const sessions = await env.DB.prepare(
          'select day, repetitions, successes, rating, setting from training_sessions where dog_id = ? and activity_id = ? order by started_at desc',
        )
          .bind(dog.dogId, row.activity_id)
          .all<{ day: string; repetitions: number | null; successes: number | null; rating: number | null; setting: 'home' }>();
        if (row.mastered && row.mastered_on && row.review_due) {
          const replayed = reviewSchedule(
            row.mastered_on,
            sessions.results.map((session) => ({ day: session.day, rate: successRate(session) })),
          );
          expect({ step: row.review_step, due: row.review_due }).toEqual(replayed);
          states.push(reviewStatus(row.review_due, today));
        } else if (masteryEvidence(sessions.results).proposed) {
          states.push('proposed');
        }
      }
      const expected = [dog.parts.ready && 'proposed', dog.parts.dueToday && 'due', dog.parts.overdue && 'overdue', dog.parts.climbing && 'upcoming']
        .filter(Boolean)
        .sort();
      expect([...new Set(states)].sort(), String(dog.dogId)).toEqual(expected);
      if (dog.parts.climbing) expect(states.filter((state) => state === 'upcoming')).toHaveLength(3);
    }

    // Both owners of Balu trained him.
    const trainers = await env.DB.prepare('select count(distinct user_id) as trainers from training_sessions where dog_id = 1').first<{ trainers: number }>();
    expect(trainers?.trainers).toBe(2);
  });

  it('gives every demo member with a dog on Heute something due and something to carry on with, or the trial offer', async () => {
    const now = Date.now();
    const db = getDb(env.DB);
    await seedDatabase(db, now);
    const shown: Record<string, string> = {};
    for (const { username } of demoUsers) {
      const row = await env.DB.prepare('select id from users where username = ?').bind(username).first<{ id: number }>();
      const user = row ? await userForId(db, row.id) : null;
      if (!user) throw new Error(`demo member ${username} missing`);
      const dog = (await dogProfilesOf(db, user)).find((candidate) => candidate.isCurrent);
      if (!dog) continue;
      const today = await todayOfDog(db, user, dog, new Date(now));
      shown[username] = today
        ? `${today.due.length > 0 ? 'due' : 'nothing due'}, ${today.continueWith.length > 0 ? 'continue' : 'nothing to continue'}`
        : 'trial offer';
    }
    expect(shown).toEqual({
      admin_anna: 'due, continue',
      trainerin_julia: 'due, continue',
      lena_yearly: 'due, continue',
      tom_monthly: 'due, continue',
      oliver_yearly: 'due, continue',
      ben_free: 'due, continue',
      emma_walks: 'trial offer',
    });
  });

  it("shows Lena grouped notifications: one member's likes of several activities, and a post several members liked", async () => {
    const db = getDb(env.DB);
    await seedDatabase(db);
    const lena = demoUsers.find((user) => user.username === 'lena_yearly');
    const [row] = (await env.DB.prepare('select id from users where username = ?').bind(lena?.username).all<{ id: number }>()).results;
    const page = await notificationPage(db, row?.id ?? 0, 'de');
    const byBen = page.items.find((item) => item.kind === 'activity_liked' && item.targets > 1);
    expect(byBen?.actors[0]?.username).toBe('ben_free');
    expect(byBen && notificationText(byBen, 'de')).toMatch(/^ben_free gefallen \d+ deiner Aktivitäten$/);
    expect(page.items.some((item) => item.kind === 'post_liked' && item.count > 2 && !item.read)).toBe(true);
  });

  it('has Balu trained today, yesterday and the day before, then a day off: a streak of three', async () => {
    const now = Date.now();
    await seedDatabase(getDb(env.DB), now);
    const days = await env.DB.prepare('select day from training_days where dog_id = 1 order by day desc limit 4').all<{ day: string }>();
    const today = localDay(now, DEMO_TIME_ZONE);
    expect(days.results.map((row) => row.day)).toEqual([0, 1, 2, 4].map((back) => addDays(today, -back)));
  });
});
