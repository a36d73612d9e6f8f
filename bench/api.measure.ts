/**
 * Worker side of `npm run bench:api`: on 20,000 seeded activities (and 2,000 dogs with progress, and
 * a training journal of 100,000 sessions), the D1 round trips, rows read and rows written behind
 * each activities, dog and journal endpoint, and the list's request rate next to the health route's.
 * Run by bench/api.mjs; prints one `BENCH_API {json}` line. Timings are never asserted (these
 * machines are too noisy); the journal's rows read are, against bounds set by what it shows.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import type { ActivityDetail, ActivityPage } from '../src/shared/activity';
import {
  SESSION_PAGE_SIZE,
  STATS_ACTIVITIES,
  STATS_SERIES_SESSIONS,
  STATS_WEEKS,
  UPCOMING_REVIEWS,
  type TrainingSessionPage,
} from '../src/shared/training/journal';
import { OFFLINE_DUE_REVIEWS, OFFLINE_FAVORITES } from '../src/server/services/training/offline-set';
import { DUE_REVIEWS_LISTED } from '../src/server/services/training/reviews';
import { STREAK_DAYS_READ } from '../src/server/services/training/stats';
import { CONTINUE_WITH } from '../src/shared/training/today';
import { ACTIVITY_PAGE_SIZE, IMAGES_MAX, TAGS_MAX } from '../src/shared/schemas/activity';
import { COURSE_STAGES_MAX, COURSE_STEPS_MAX } from '../src/shared/courses/rules';
import type { CoursePage } from '../src/shared/courses/api';
import { COURSE_PAGE_SIZE } from '../src/shared/schemas/course';
import { DISPATCH_BATCH } from '../src/server/services/notifications/dispatch';
import { MEMBER_SEARCH_LIMIT, NOTIFICATION_PAGE_SIZE, UNREAD_COUNT_CAP, type NotificationPage } from '../src/shared/notifications';
import { DOG_OWNER_LIMIT } from '../src/shared/dogs';
import { HIGHSCORE_PAGE_SIZE, type HighscorePage } from '../src/shared/highscore';
import { DOG_LIMIT } from '../src/shared/schemas/dogs';
import { getDb } from '../src/server/db/client';
import { deliverBatch } from '../src/server/delivery/consumer';
import { DELIVERY_QUEUE, type DeliveryMessage } from '../src/server/delivery/messages';
import { sessionCookieFor } from '../tests/factories/sessions';
import { createUser } from '../tests/factories/users';
import { countsInD1, heavyStatements, Meter, measure, rates, sessionQueries, type Measured } from './d1-meter';
import { json, pick } from './seed-sql';

const ACTIVITIES = 20_000;
const AUTHORS = 20;
const FANS = 5;
/** Dogs of the authors, each with progress on DOG_PROGRESS activities: rows the dog routes must not read. */
const DOGS = 2_000;
const DOG_PROGRESS = 10;
/** In German titles only, every 500th activity: a search that matches a few dozen (40). */
const SEARCH_WORD = 'Mantrailing';
/** Sequential requests per path for the rates. */
const RATE_REQUESTS = 500;
/** A write's budget (docs/architecture.md §12): three D1 round trips in all, the session's included. */
const WRITE_ROUND_TRIPS = 3;
/** A statement reading more than ten pages' worth of rows is listed with its query plan. */
const HEAVY_ROWS_READ = 10 * (ACTIVITY_PAGE_SIZE + 1);

/** Sessions in the member's dog's journal, on every 100th activity, one every 15 minutes back from now. */
const SESSIONS = 100_000;
const JOURNAL_ACTIVITIES = 20;
/**
 * Rows a journal request may read at most (the session lookup aside), from what it shows: a page of
 * sessions with the activity and trainer of each (three rows a session, the cursor's seek and the
 * guard beside); the due and upcoming reviews with their activities; the stats' week days, streak
 * days, recent activities and their series. Generous slack for the guard and index seeks: the
 * point is the distance from the journal's size, not the last row.
 */
const JOURNAL_SLACK = 100;
/** The journal dog's progress rows: every 100th activity. */
const JOURNAL_PROGRESS_ROWS = ACTIVITIES / 100;
const JOURNAL_BOUNDS = {
  sessions: 3 * (SESSION_PAGE_SIZE + 1) + JOURNAL_SLACK,
  /**
   * `GET /api/offline-pages`: each kept favourite and due review with the check of its activity, and
   * the pictures of those activities. Never the member's 5,000 favourites.
   */
  offline: (2 + IMAGES_MAX) * (OFFLINE_FAVORITES + OFFLINE_DUE_REVIEWS) + JOURNAL_SLACK,
  reviews: 2 * (DUE_REVIEWS_LISTED + UPCOMING_REVIEWS) + JOURNAL_SLACK,
  stats: 7 * STATS_WEEKS + STREAK_DAYS_READ + STATS_ACTIVITIES * (STATS_SERIES_SESSIONS + 2) + JOURNAL_SLACK,
  /**
   * "Heute": the streak's days and this week's, the due reviews with their activities, the dog's
   * progress rows (with their activities) for the learning list and each of its positions, and the
   * newest sessions of those: bounded by the dog's own progress, never by its journal.
   */
  today:
    STREAK_DAYS_READ +
    7 +
    2 * DUE_REVIEWS_LISTED +
    2 * (CONTINUE_WITH + 1) * JOURNAL_PROGRESS_ROWS +
    CONTINUE_WITH * (STATS_SERIES_SESSIONS + 1) +
    JOURNAL_SLACK,
};

/**
 * Courses in the catalogue (docs/decisions/044-courses.md): every tenth a puppy course (8–20 weeks),
 * one in four English, each with two stages of two steps on the seeded activities.
 */
const COURSES = 100_000;
/**
 * Rows a catalogue page may read at most: each card's course, author and subscription, tags, its
 * stages and steps counted (at most COURSE_STAGES_MAX + COURSE_STEPS_MAX) and walked again for the
 * first step's activity with its tags and picture; a course page its stages, steps and their
 * activities' tags and pictures. Bounded by the page and the course's limits, never by the table.
 */
const COURSE_CARD_ROWS = 2 * (COURSE_STAGES_MAX + COURSE_STEPS_MAX) + TAGS_MAX + 10;
const COURSE_BOUNDS = {
  catalogue: (COURSE_PAGE_SIZE + 1) * COURSE_CARD_ROWS + JOURNAL_SLACK,
  detail: COURSE_CARD_ROWS + COURSE_STAGES_MAX + COURSE_STEPS_MAX * (3 + TAGS_MAX + IMAGES_MAX) + JOURNAL_SLACK,
};

/**
 * The highscore (docs/decisions/051-highscore.md): 10,000 owners with ten dogs each (the most a
 * member keeps), one session per dog over the last four weeks, every other owner sharing
 * milestones; the member follows a hundred of them.
 */
const RANKED_OWNERS = 10_000;
const FOLLOWED_OWNERS = 100;
/**
 * Rows a ranking page may read at most: per row (and the one after) its rank row, the dog, its
 * owners with their accounts and the viewer's ownership; `following` first reads each follow with
 * its account and, for those who share, their dogs (at most DOG_LIMIT, each an index entry, the
 * ownership row and the dog's points row). Bounded by the page and the viewer's own follows,
 * never by the 100,000 dogs.
 */
const HIGHSCORE_ROW = 3 + 2 * DOG_OWNER_LIMIT;
const HIGHSCORE_BOUNDS = {
  everyone: (HIGHSCORE_PAGE_SIZE + 1) * HIGHSCORE_ROW + JOURNAL_SLACK,
  following: FOLLOWED_OWNERS * (2 + 3 * DOG_LIMIT) + (HIGHSCORE_PAGE_SIZE + 1) * HIGHSCORE_ROW + JOURNAL_SLACK,
};

/** Notifications of the member (likes on their 1,000 posts, every other one read): the inbox reads a page, never the table. */
const NOTIFICATIONS = 100_000;
const MEMBER_POSTS = 1_000;
/**
 * Rows an inbox request may read at most: each entry with its actor and post (three rows), the
 * unread count (capped), the cursor's seek; the member search two ranges of the limit. Slack as above.
 */
const NOTIFICATION_BOUNDS = {
  inbox: 3 * (NOTIFICATION_PAGE_SIZE + 1) + UNREAD_COUNT_CAP + JOURNAL_SLACK,
  unread: UNREAD_COUNT_CAP + JOURNAL_SLACK,
  search: 2 * MEMBER_SEARCH_LIMIT + JOURNAL_SLACK,
  /** Marking one read: its row and the capped count (the delivery pass runs in the Queue's consumer, measured apart). */
  write: UNREAD_COUNT_CAP + JOURNAL_SLACK,
  /** The consumer's notification pass over the waiting ones (one here, a batch at most). */
  pass: 3 * DISPATCH_BATCH + JOURNAL_SLACK,
};

/**
 * A scrambled index per attribute (i times a prime, modulo a prime), so difficulty, duration,
 * location and the likes (which follow the id's divisors) vary independently: a filter then
 * skips as many rows as its share suggests.
 */
const scrambled = (prime: number) => `(i * ${prime}) % 10007`;

/**
 * 20,000 activities in one INSERT … SELECT over a recursive counter (far faster than row
 * batches, and within D1's 100 parameters: the word lists are bound as JSON arrays). The
 * triggers of migrations/0002 fill the search index and the authors' counters on the way, as
 * they do for every real insert. One in four is English; creation times run half an hour apart,
 * with jitter.
 */
const INSERT_ACTIVITIES = `
WITH RECURSIVE
  n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
  w(authors, de_things, de_places, en_things, en_places, difficulties, durations, locations, base) AS (SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?),
  a AS (
    SELECT i, w.*, CASE WHEN i % 4 = 0 THEN 'en' ELSE 'de' END AS lang,
      CASE WHEN i % 500 = 7 THEN '${SEARCH_WORD}' ELSE ${pick('de_things', 'i')} END AS de_thing,
      ${pick('en_things', 'i')} AS en_thing,
      ${pick('de_places', 'i / 12')} AS de_place,
      ${pick('en_places', 'i / 12')} AS en_place,
      ${scrambled(7919)} % 3 AS level,
      base + i * 1800000 + (i * 7907) % 1000000 AS at
    FROM n, w
  )
INSERT INTO activities (author_id, lang, title, description, content, difficulty, difficulty_rank, duration, location, is_official, is_approved, created_at, updated_at)
SELECT
  ${pick('authors', 'i')}, lang,
  CASE lang WHEN 'de' THEN de_thing || ' ' || de_place || ' ' || i ELSE en_thing || ' ' || en_place || ' ' || i END,
  CASE lang WHEN 'de' THEN 'Eine ruhige Übung ' || de_place || ': kurz aufbauen, oft belohnen.'
    ELSE 'A calm exercise ' || en_place || ': build it up in short steps, reward often.' END,
  CASE lang WHEN 'de' THEN '1. Bereite alles vor, bevor du deinen Hund holst. 2. Zeig ihm die Aufgabe in kleinen Schritten. '
      || '3. Belohne jeden Fortschritt sofort und ruhig. 4. Hör auf, solange es noch Spaß macht, und steigere beim nächsten Mal langsam.'
    ELSE '1. Prepare everything before you call your dog. 2. Show the task in small steps. '
      || '3. Reward every bit of progress at once and calmly. 4. Stop while it is still fun, and raise the bar slowly next time.' END,
  ${pick('difficulties', 'level')}, level + 1,
  ${pick('durations', scrambled(104729))},
  ${pick('locations', scrambled(1299709))},
  i % 50 = 0, i % 2 = 0, at, at
FROM a`;

interface Seeded {
  seconds: number;
  dogs: number;
  dogProgress: number;
  searchMatches: number;
  tags: number;
  likes: number;
  images: number;
}

/** Seeds the database and answers the signed-in member's session cookie and what was seeded. */
async function seed(): Promise<{ cookie: string; memberId: number; dogId: number; authors: number[]; seeded: Seeded }> {
  const start = performance.now();
  const db = getDb(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const existing = await env.DB.prepare('SELECT count(*) AS n FROM activities').first<number>('n');
  if (existing) throw new Error(`bench:api expects an empty database, found ${existing} activities`);

  const authors: number[] = [];
  for (let i = 0; i < AUTHORS; i += 1) authors.push((await createUser(db, 'free')).id);
  await env.DB.prepare(INSERT_ACTIVITIES)
    .bind(
      ACTIVITIES,
      json(authors),
      json([
        'Schnüffelteppich',
        'Rückruf',
        'Leinenführigkeit',
        'Apportieren',
        'Futtersuche',
        'Zielobjekt',
        'Slalom',
        'Pfotentarget',
        'Deckentraining',
        'Impulskontrolle',
        'Balance',
        'Tricktraining',
      ]),
      json(['im Garten', 'im Wohnzimmer', 'am Waldrand', 'für Regentage', 'mit Dummy', 'für Welpen', 'für Senioren', 'mit Pfiff']),
      json([
        'Snuffle mat',
        'Recall',
        'Loose leash',
        'Retrieve',
        'Food hunt',
        'Target',
        'Weaving',
        'Paw target',
        'Mat training',
        'Impulse control',
        'Balance',
        'Tricks',
      ]),
      json(['in the garden', 'in the living room', 'at the forest edge', 'for rainy days', 'with a dummy', 'for puppies', 'for seniors', 'with a whistle']),
      json(['beginner', 'intermediate', 'advanced']),
      json([5, 10, 15, 30, 60]),
      json(['indoor', 'outdoor', 'both']),
      Date.UTC(2025, 0, 1),
    )
    .run();

  // Two thirds carry a tag, every fifth a second one (tag triggers update the search index).
  const addTags = (tags: string[], which: string, index: string) =>
    env.DB.prepare(
      `WITH w(tags) AS (SELECT ?) INSERT INTO activity_tags (activity_id, tag) SELECT id, ${pick('w.tags', index)} FROM activities, w WHERE ${which}`,
    )
      .bind(json(tags))
      .run();
  await addTags(['nasenarbeit', 'gehorsam', 'spiel', 'welpen', 'indoor', 'denksport'], 'id % 3 <> 0', 'id');
  await addTags(['sport', 'ruhe', 'alltag', 'tricks'], 'id % 5 = 0', 'id / 5');
  // Every fourth has two pictures, so the list's thumbnail subquery finds some.
  await env.DB.prepare(
    `INSERT INTO activity_images (activity_id, position, thumbnail_key, medium_key, width, height)
     SELECT id, p.position, 'bench/' || id || '-' || p.position || '-t.jpg', 'bench/' || id || '-' || p.position || '-m.jpg', 1280, 960
     FROM activities, (SELECT 0 AS position UNION ALL SELECT 1) AS p WHERE id % 4 = 1`,
  ).run();
  // A few likes: fan k likes every (5 + k)th activity, so 'popular' has 0 to 5 likes to sort by.
  for (let k = 0; k < FANS; k += 1) {
    const fan = await createUser(db, 'free');
    await env.DB.prepare('INSERT INTO activity_likes (user_id, activity_id) SELECT ?, id FROM activities WHERE id % ? = 0')
      .bind(fan.id, 5 + k)
      .run();
  }
  const member = await createUser(db, 'free');
  const dogId = await seedDogs(authors, member.id);
  const seconds = (performance.now() - start) / 1000;

  const count = (sql: string) =>
    env.DB.prepare(sql)
      .first<number>('n')
      .then((n) => n ?? 0);
  return {
    cookie: await sessionCookieFor(env.SESSION, member.id),
    memberId: member.id,
    dogId,
    authors,
    seeded: {
      seconds: Math.round(seconds * 10) / 10,
      dogs: await count('SELECT count(*) AS n FROM dogs'),
      dogProgress: await count('SELECT count(*) AS n FROM dog_progress'),
      searchMatches: await count(
        `SELECT count(*) AS n FROM activities WHERE lang = 'de' AND id IN (SELECT rowid FROM activities_search WHERE activities_search MATCH '"${SEARCH_WORD}"')`,
      ),
      tags: await count('SELECT count(*) AS n FROM activity_tags'),
      likes: await count('SELECT count(*) AS n FROM activity_likes'),
      images: await count('SELECT count(*) AS n FROM activity_images'),
    },
  };
}

/**
 * DOGS dogs among the authors with progress, and the member's dog, shared with a paid owner (so the
 * free member may track it), with progress on every 100th activity. Answers the member's dog.
 */
async function seedDogs(authors: number[], memberId: number): Promise<number> {
  await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?), w(authors) AS (SELECT ?)
    INSERT INTO dogs (name, created_by) SELECT 'Hund ' || i, ${pick('w.authors', 'i')} FROM n, w`)
    .bind(DOGS, json(authors))
    .run();
  await env.DB.prepare('INSERT INTO dog_owners (dog_id, user_id) SELECT id, created_by FROM dogs').run();
  await env.DB.prepare(`WITH RECURSIVE k(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM k WHERE k < ?)
    INSERT OR IGNORE INTO dog_progress (dog_id, activity_id, tried, mastered) SELECT d.id, (d.id * 7919 + k * 1009) % ? + 1, 1, k % 2 FROM dogs d, k`)
    .bind(DOG_PROGRESS - 1, ACTIVITIES)
    .run();
  const partner = await createUser(getDb(env.DB), 'paidYearly');
  const dog = await env.DB.prepare(`INSERT INTO dogs (name, created_by) VALUES ('Balu', ?) RETURNING id`).bind(partner.id).first<number>('id');
  if (!dog) throw new Error("the member's dog was not created");
  await env.DB.prepare('INSERT INTO dog_owners (dog_id, user_id) VALUES (?, ?), (?, ?)').bind(dog, partner.id, dog, memberId).run();
  await env.DB.prepare('INSERT INTO dog_progress (dog_id, activity_id, tried, mastered) SELECT ?, id, 1, id % 200 = 0 FROM activities WHERE id % 100 = 0')
    .bind(dog)
    .run();
  return dog;
}

/**
 * SESSIONS sessions of the member's dog in one INSERT … SELECT: the triggers keep the day and dog
 * totals and the activities' last training as for every real write. Half of the journal's
 * activities are mastered, with reviews due from two weeks ago to two weeks ahead.
 */
async function seedJournal(dogId: number, memberId: number): Promise<number> {
  const now = Date.now();
  await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
    INSERT INTO training_sessions (dog_id, activity_id, user_id, started_at, day, duration_minutes, repetitions, successes, setting, distraction, notes)
    SELECT ?, (i % ?) * 100 + 100, ?, ? - i * 900000, date((? - i * 900000) / 1000, 'unixepoch'), 5 + i % 20, 10, 5 + i % 6,
      json_extract('["home","garden","street","park","elsewhere"]', printf('$[%d]', i % 5)),
      json_extract('["low","medium","high"]', printf('$[%d]', i % 3)), 'Bench'
    FROM n`)
    .bind(SESSIONS, dogId, JOURNAL_ACTIVITIES, memberId, now, now)
    .run();
  await env.DB.prepare(`UPDATE dog_progress SET mastered = 1, mastered_on = date('now', '-60 days'), review_due = date('now', printf('%+d days', activity_id / 100 % 29 - 14))
    WHERE dog_id = ? AND activity_id IN (SELECT (k % ?) * 100 + 100 FROM (SELECT value AS k FROM json_each('[0,2,4,6,8,10,12,14,16,18]')))`)
    .bind(dogId, JOURNAL_ACTIVITIES)
    .run();
  return (await env.DB.prepare('SELECT count(*) AS n FROM training_sessions').first<number>('n')) ?? 0;
}

/**
 * RANKED_OWNERS owners with DOG_LIMIT dogs each and one session per dog, in plain INSERT … SELECTs:
 * the triggers keep the days' points, the weeks and the totals as for every real write. Answers
 * the number of dogs ranked.
 */
async function seedHighscore(memberId: number): Promise<number> {
  const first = ((await env.DB.prepare('SELECT max(id) AS id FROM users').first<number>('id')) ?? 0) + 1;
  await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
    INSERT INTO users (username, username_key, display_name, email, password_hash, status, is_email_verified, accepted_disclaimer, share_milestones)
    SELECT 'rank_' || i, 'rank_' || i, 'rank_' || i, 'rank_' || i || '@bench.test', 'x', 'active', 1, 1, i % 2 FROM n`)
    .bind(RANKED_OWNERS)
    .run();
  await env.DB.prepare(`WITH RECURSIVE k(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM k WHERE k < ?)
    INSERT INTO dogs (name, breed, created_by) SELECT 'Rang ' || u.id || '-' || k, 'Mischling', u.id FROM users u, k WHERE u.id >= ?`)
    .bind(DOG_LIMIT, first)
    .run();
  await env.DB.prepare('INSERT INTO dog_owners (dog_id, user_id) SELECT id, created_by FROM dogs WHERE created_by >= ?').bind(first).run();
  const activity = (await env.DB.prepare('SELECT min(id) AS id FROM activities').first<number>('id')) ?? 1;
  const now = Date.now();
  await env.DB.prepare(`INSERT INTO training_sessions (dog_id, activity_id, user_id, started_at, day, duration_minutes, repetitions, successes, setting, distraction, notes)
    SELECT d.id, ?, d.created_by, ? - (d.id % 28) * 86400000, date((? - (d.id % 28) * 86400000) / 1000, 'unixepoch'), 1 + (d.id * 7919) % 90, 10, 8, 'home', 'low', ''
    FROM dogs d WHERE d.created_by >= ?`)
    .bind(activity, now, now, first)
    .run();
  await env.DB.prepare('INSERT INTO follows (follower_id, followee_id) SELECT ?, id FROM users WHERE id >= ? AND id < ?')
    .bind(memberId, first, first + FOLLOWED_OWNERS)
    .run();
  // The ranking unlocks with the first own activity (docs/product-rules.md §6): the member writes one.
  await env.DB.prepare(
    `INSERT INTO activities (author_id, lang, title, description, content, difficulty, difficulty_rank, duration, location)
     SELECT ?, lang, title || ' (2)', description, content, difficulty, difficulty_rank, duration, location FROM activities WHERE id = ?`,
  )
    .bind(memberId, activity)
    .run();
  return (await env.DB.prepare('SELECT count(*) AS n FROM dog_points').first<number>('n')) ?? 0;
}

/** Steps of each of the three courses the bench's dog follows (docs/decisions/046-following-courses.md). */
const COURSE_STEPS = 7;

/**
 * Enrols the dog a week ago in three published courses of seven steps on the journal's activities;
 * answers the rows Heute may read for them: per step its stage, course, activity, tags, picture and
 * result, and twice the dog's sessions of those activities since enrolment (the count, the newest).
 */
async function followCourses(dogId: number, memberId: number): Promise<number> {
  const enrolledAt = Date.now() - 7 * 86_400_000;
  const activityIds: number[] = [];
  for (let course = 0; course < 3; course += 1) {
    const row = await env.DB.prepare(
      `INSERT INTO courses (author_id, lang, title, status, published_at) VALUES (?, 'de', 'Bench-Kurs ' || ?, 'published', ?) RETURNING id`,
    )
      .bind(memberId, course, enrolledAt)
      .first<{ id: number }>();
    const courseId = row?.id ?? 0;
    const stage = await env.DB.prepare(`INSERT INTO course_stages (course_id, position, title) VALUES (?, 0, 'Stufe 1') RETURNING id`)
      .bind(courseId)
      .first<{ id: number }>();
    for (let step = 0; step < COURSE_STEPS; step += 1) {
      const activityId = ((course * COURSE_STEPS + step) % JOURNAL_ACTIVITIES) * 100 + 100;
      activityIds.push(activityId);
      await env.DB.prepare(`INSERT INTO course_steps (course_id, stage_id, position, activity_id, goal_sessions, goal_success) VALUES (?, ?, ?, ?, 10, 100)`)
        .bind(courseId, stage?.id ?? 0, step, activityId)
        .run();
    }
    await env.DB.prepare(`INSERT INTO dog_courses (dog_id, course_id, enrolled_at) VALUES (?, ?, ?)`).bind(dogId, courseId, enrolledAt).run();
  }
  const since = await env.DB.prepare(
    `SELECT count(*) AS n FROM training_sessions WHERE dog_id = ? AND started_at >= ? AND activity_id IN (SELECT value FROM json_each(?))`,
  )
    .bind(dogId, enrolledAt, json(activityIds))
    .first<number>('n');
  return 3 * COURSE_STEPS * 10 + 2 * (since ?? 0) + JOURNAL_SLACK;
}

/**
 * COURSES published courses by the authors, in INSERT … SELECTs over a recursive counter: two
 * stages of two steps each (activities spread over the table), a tag on every third. The
 * enrolment trigger is not involved: nobody follows them.
 */
async function seedCourses(authors: number[]): Promise<number> {
  const now = Date.now();
  await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?), w(authors) AS (SELECT ?)
    INSERT INTO courses (author_id, lang, title, summary, age_min_weeks, age_max_weeks, status, published_at)
    SELECT ${pick('w.authors', 'i')}, CASE WHEN i % 4 = 0 THEN 'en' ELSE 'de' END, 'Kurs ' || i, 'Schritt für Schritt.',
      CASE WHEN i % 10 = 0 THEN 8 END, CASE WHEN i % 10 = 0 THEN 20 END, 'published', ? - i * 60000 FROM n, w`)
    .bind(COURSES, json(authors), now)
    .run();
  await env.DB.prepare(`INSERT INTO course_stages (course_id, position, title) SELECT id, p.position, 'Stufe ' || (p.position + 1)
    FROM courses, (SELECT 0 AS position UNION ALL SELECT 1) AS p`).run();
  await env.DB.prepare(`INSERT INTO course_steps (course_id, stage_id, position, activity_id, goal_sessions, goal_success)
    SELECT g.course_id, g.id, p.position, (g.id * 7919 + p.position * 1009) % ? + 1, 3, 80 FROM course_stages g, (SELECT 0 AS position UNION ALL SELECT 1) AS p`)
    .bind(ACTIVITIES)
    .run();
  await env.DB.prepare(`INSERT INTO course_tags (course_id, tag) SELECT id, 'rückruf' FROM courses WHERE id % 3 = 0`).run();
  return (await env.DB.prepare('SELECT count(*) AS n FROM courses').first<number>('n')) ?? 0;
}

/** NOTIFICATIONS likes on the member's posts by the authors, one a minute back from now, every other one read. */
async function seedNotifications(memberId: number, authors: number[]): Promise<number> {
  await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
    INSERT INTO posts (author_id, type, content, lang) SELECT ?, 'post', 'Beitrag ' || i, 'de' FROM n`)
    .bind(MEMBER_POSTS, memberId)
    .run();
  const now = Date.now();
  await env.DB.prepare(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?), w(authors) AS (SELECT ?),
    p(first) AS (SELECT min(id) FROM posts WHERE author_id = ?)
    INSERT INTO notifications (recipient_id, kind, actor_id, post_id, read_at, created_at)
    SELECT ?, 'post_liked', ${pick('w.authors', 'i')}, p.first + i % ?, CASE WHEN i % 2 = 0 THEN ? END, ? - i * 60000 FROM n, w, p`)
    .bind(NOTIFICATIONS, json(authors), memberId, memberId, MEMBER_POSTS, now, now)
    .run();
  return (await env.DB.prepare('SELECT count(*) AS n FROM notifications').first<number>('n')) ?? 0;
}

/** The delivery Queue as a request sees it, holding what was sent for the consumer's turn, which is measured apart. */
function heldQueue() {
  let held: DeliveryMessage[] = [];
  const queue = {
    send: async (body: DeliveryMessage) => {
      held.push(body);
    },
    sendBatch: async (messages: Iterable<MessageSendRequest<DeliveryMessage>>) => {
      for (const message of messages) held.push(message.body);
    },
  } as unknown as Queue<DeliveryMessage>;
  return {
    queue,
    take: () => {
      const taken = held;
      held = [];
      return taken;
    },
  };
}

/**
 * The Queue consumer's batch of `messages` on metered bindings, as the Worker's `queue` handler runs
 * it: the D1 round trips and rows that before the Queue were the write request's own. What the pass
 * queues (the emails) is held, not sent.
 */
async function consumerTurn(name: string, messages: DeliveryMessage[]): Promise<Measured> {
  const meter = new Meter(env.DB, env.SESSION);
  const batch = {
    queue: DELIVERY_QUEUE,
    messages: messages.map((body, i) => ({ id: String(i), timestamp: new Date(), body, attempts: 1, ack: () => {}, retry: () => {} })),
    ackAll: () => {},
    retryAll: () => {},
  } as unknown as MessageBatch<DeliveryMessage>;
  const queued = heldQueue();
  await deliverBatch(batch, { ...env, DB: meter.db, SESSION: meter.session, DELIVERY: queued.queue });
  const statements = meter.trips.flat().map((statement) => ({ ...statement, session: false }));
  return {
    name,
    method: 'QUEUE',
    path: `${messages.length} message(s) → ${queued.take().length} queued`,
    status: 200,
    cards: null,
    roundTrips: meter.roundTrips,
    sessionRoundTrips: 0,
    rowsRead: statements.reduce((sum, s) => sum + s.rowsRead, 0),
    sessionRowsRead: 0,
    rowsWritten: statements.reduce((sum, s) => sum + s.rowsWritten, 0),
    kv: meter.kv,
    calls: meter.calls,
    statements,
  };
}

/** Cards of a list page, 1 for a detail, dogs of the dog list, entries of a progress list. */
function cards(body: unknown): number | null {
  if (Array.isArray(body)) return body.length;
  const page = body as Partial<ActivityPage> & {
    progress?: unknown[];
    items?: unknown[];
    overdue?: unknown[];
    due?: unknown[];
    upcoming?: unknown[];
    pages?: unknown[];
  };
  if (Array.isArray(page.pages)) return page.pages.length;
  if (Array.isArray((body as Partial<CoursePage>).courses)) return (body as CoursePage).courses.length;
  if (Array.isArray(page.progress)) return page.progress.length;
  if (Array.isArray(page.items)) return page.items.length;
  if (Array.isArray(page.upcoming)) return (page.overdue?.length ?? 0) + (page.due?.length ?? 0) + page.upcoming.length;
  return Array.isArray(page.activities) ? page.activities.length : (body as Partial<ActivityDetail>).id ? 1 : null;
}

// Seeding 20,000 activities, 100,000 courses, the journal and the inbox outgrows the default timeout on a shared machine (timings are never asserted).
it('measures the activities API on 20,000 activities', async () => {
  const { cookie, memberId, dogId, authors, seeded } = await seed();
  const sessionSql = await sessionQueries(cookie);
  const run = (name: string, path: string) => measure(name, path, cookie, sessionSql, cards);

  const endpoints: Measured[] = [];
  endpoints.push((await run('health (baseline)', '/api/health')).result);
  const first = await run('list, newest first', '/api/activities');
  endpoints.push(first.result);
  endpoints.push((await run('list, filter + sort', '/api/activities?difficulty=beginner&sort=popular')).result);
  endpoints.push((await run('search', `/api/activities?q=${SEARCH_WORD.toLowerCase()}`)).result);
  endpoints.push((await run('search, no hit', '/api/activities?q=zzzqqq')).result);
  endpoints.push((await run('search, every card', '/api/activities?q=ruhige')).result);
  const firstPage = first.body as ActivityPage;
  if (!firstPage.nextCursor) throw new Error('the first page has no nextCursor');
  endpoints.push((await run('list, second page', `/api/activities?cursor=${encodeURIComponent(firstPage.nextCursor)}`)).result);
  // An activity with tags and pictures, so the detail has all of its parts to read.
  const shown = firstPage.activities.find((card) => card.tags.length > 0 && card.thumbnail) ?? firstPage.activities[0];
  if (!shown) throw new Error('the first page is empty');
  endpoints.push((await run('detail, first view today', `/api/activities/${shown.id}`)).result);
  endpoints.push((await run('detail, viewed again', `/api/activities/${shown.id}`)).result);
  // Bounded by the member's dogs and one dog's progress, not by the dog tables.
  endpoints.push((await run('dogs of the member', '/api/dogs')).result);
  endpoints.push((await run("one dog's progress", `/api/dogs/${dogId}/progress`)).result);
  endpoints.push((await run('progress, current dog', `/api/user-progress/${memberId}`)).result);

  // The catalogue and a course page at 100,000 courses: a page of cards, one course's own steps.
  const courseRows = await seedCourses(authors);
  const catalogue: Measured[] = [];
  const firstCourses = await run('courses, catalogue', '/api/courses');
  catalogue.push(firstCourses.result);
  const moreCourses = (firstCourses.body as CoursePage).nextCursor;
  if (!moreCourses) throw new Error('the catalogue has no second page');
  catalogue.push((await run('courses, catalogue, next page', `/api/courses?cursor=${encodeURIComponent(moreCourses)}`)).result);
  catalogue.push((await run('courses, all languages', '/api/courses?lang=all')).result);
  catalogue.push((await run('courses, by tag', '/api/courses?tag=r%C3%BCckruf')).result);
  const puppies = await run('courses, for a puppy', '/api/courses?ageWeeks=12');
  catalogue.push(puppies.result);
  const puppyCursor = (puppies.body as CoursePage).nextCursor;
  if (!puppyCursor) throw new Error('the puppy catalogue has no second page');
  catalogue.push((await run('courses, for a puppy, next page', `/api/courses?ageWeeks=12&cursor=${encodeURIComponent(puppyCursor)}`)).result);
  const aCourse = (firstCourses.body as CoursePage).courses[0];
  if (!aCourse) throw new Error('the catalogue is empty');
  catalogue.push((await run('course page', `/api/courses/${aCourse.id}`)).result);
  const overCourses = catalogue.filter(
    (e) => e.status !== 200 || e.rowsRead - e.sessionRowsRead > (e.name === 'course page' ? COURSE_BOUNDS.detail : COURSE_BOUNDS.catalogue),
  );
  if (overCourses.length > 0)
    throw new Error(`courses read beyond their bounds ${JSON.stringify(COURSE_BOUNDS)}: ${JSON.stringify(overCourses.map(({ statements: _s, ...e }) => e))}`);
  endpoints.push(...catalogue);

  // The journal at 100,000 sessions: every read bounded by what it shows.
  const sessions = await seedJournal(dogId, memberId);
  const journal: Measured[] = [];
  const firstSessions = await run('journal, sessions', `/api/dogs/${dogId}/sessions`);
  journal.push(firstSessions.result);
  const later = (firstSessions.body as TrainingSessionPage).nextCursor;
  if (!later) throw new Error('the journal has no second page');
  journal.push((await run('journal, sessions, next page', `/api/dogs/${dogId}/sessions?cursor=${encodeURIComponent(later)}`)).result);
  journal.push((await run('journal, one activity', `/api/dogs/${dogId}/sessions?activityId=${JOURNAL_ACTIVITIES * 100}`)).result);
  journal.push((await run('journal, reviews', `/api/dogs/${dogId}/reviews`)).result);
  journal.push((await run('journal, stats', `/api/dogs/${dogId}/stats`)).result);
  journal.push((await run('journal, today', `/api/dogs/${dogId}/today`)).result);
  const followedCourseRows = await followCourses(dogId, memberId);
  journal.push((await run('journal, today, three courses', `/api/dogs/${dogId}/today`)).result);
  // The member favours every fourth activity (those with pictures): 5,000 favourites.
  await env.DB.prepare('INSERT INTO activity_favorites (user_id, activity_id, created_at) SELECT ?, id, created_at FROM activities WHERE id % 4 = 1')
    .bind(memberId)
    .run();
  journal.push((await run('offline pages', '/api/offline-pages')).result);
  const boundOf = (name: string) =>
    name.endsWith('three courses')
      ? JOURNAL_BOUNDS.today + followedCourseRows
      : name.endsWith('today')
        ? JOURNAL_BOUNDS.today
        : name.endsWith('stats')
          ? JOURNAL_BOUNDS.stats
          : name.endsWith('reviews')
            ? JOURNAL_BOUNDS.reviews
            : name === 'offline pages'
              ? JOURNAL_BOUNDS.offline
              : JOURNAL_BOUNDS.sessions;
  const over = journal.filter((e) => {
    const bound = boundOf(e.name);
    return e.status !== 200 || e.rowsRead - e.sessionRowsRead > bound;
  });
  if (over.length > 0)
    throw new Error(`journal reads beyond their bounds ${JSON.stringify(JOURNAL_BOUNDS)}: ${JSON.stringify(over.map(({ statements: _s, ...e }) => e))}`);
  endpoints.push(...journal);

  // The highscore at 100,000 dogs: a page of the rank index, or the viewer's follows' dogs.
  const rankedDogs = await seedHighscore(memberId);
  const highscore: Measured[] = [];
  const week = await run('highscore, this week', '/api/highscore');
  highscore.push(week.result);
  const nextWeekPage = (week.body as HighscorePage).nextCursor;
  if (!nextWeekPage) throw new Error('the highscore has no second page');
  highscore.push((await run('highscore, this week, next page', `/api/highscore?cursor=${encodeURIComponent(nextWeekPage)}`)).result);
  highscore.push((await run('highscore, all time', '/api/highscore?period=all')).result);
  highscore.push((await run('highscore, following', '/api/highscore?scope=following')).result);
  highscore.push((await run('highscore, following, all time', '/api/highscore?scope=following&period=all')).result);
  const overHighscore = highscore.filter(
    (e) => e.status !== 200 || e.rowsRead - e.sessionRowsRead > (e.name.includes('following') ? HIGHSCORE_BOUNDS.following : HIGHSCORE_BOUNDS.everyone),
  );
  if (overHighscore.length > 0)
    throw new Error(
      `highscore reads beyond its bounds ${JSON.stringify(HIGHSCORE_BOUNDS)}: ${JSON.stringify(overHighscore.map(({ statements: _s, ...e }) => e))}`,
    );
  endpoints.push(...highscore);

  // The inbox at 100,000 notifications: a page and the capped count, never the member's whole history.
  const notificationRows = await seedNotifications(memberId, authors);
  const inbox: Measured[] = [];
  const firstInbox = await run('notifications', '/api/notifications');
  inbox.push(firstInbox.result);
  const older = (firstInbox.body as NotificationPage).nextCursor;
  if (!older) throw new Error('the inbox has no second page');
  inbox.push((await run('notifications, next page', `/api/notifications?cursor=${encodeURIComponent(older)}`)).result);
  inbox.push((await run('notifications, unread count', '/api/notifications/unread-count')).result);
  inbox.push((await run('member search', '/api/users/search?q=free')).result);
  // Writes at 100,000 notifications, one of them waiting for delivery. The request hands its
  // notification pass to the delivery Queue (held here, so the bench's consumer does not take it
  // first) and makes no D1 round trip for it; the pass is then measured as the consumer runs it.
  await env.DB.prepare('UPDATE notifications SET dispatched_at = created_at WHERE id <> (SELECT max(id) FROM notifications)').run();
  const waiting = (await env.DB.prepare('SELECT max(id) AS id FROM notifications').first<number>('id')) ?? 0;
  const held = heldQueue();
  inbox.push(
    (
      await measure(
        'mark one read',
        '/api/notifications/read',
        cookie,
        sessionSql,
        () => null,
        { method: 'POST', body: { ids: [waiting] } },
        {
          DELIVERY: held.queue,
        },
      )
    ).result,
  );
  // An author comments on the member's post: the member is notified (a trigger) and mailed by the pass.
  const commenter = await sessionCookieFor(env.SESSION, authors[0] ?? 0);
  const post = (await env.DB.prepare('SELECT min(id) AS id FROM posts WHERE author_id = ?').bind(memberId).first<number>('id')) ?? 0;
  const commented = await measure(
    'comment that notifies',
    `/api/posts/${post}/comments`,
    commenter,
    sessionSql,
    () => null,
    { method: 'POST', body: { content: 'Schön, weiter so!', parentId: null } },
    { DELIVERY: held.queue },
  );
  inbox.push(commented.result);
  inbox.push(await consumerTurn('delivery pass (Queue consumer)', held.take()));
  const inboxBound = (name: string) =>
    name.endsWith('unread count')
      ? NOTIFICATION_BOUNDS.unread
      : name === 'member search'
        ? NOTIFICATION_BOUNDS.search
        : name === 'mark one read' || name === 'comment that notifies'
          ? NOTIFICATION_BOUNDS.write
          : name.startsWith('delivery pass')
            ? NOTIFICATION_BOUNDS.pass
            : NOTIFICATION_BOUNDS.inbox;
  const overInbox = inbox.filter((e) => (e.status !== 200 && e.status !== 201) || e.rowsRead - e.sessionRowsRead > inboxBound(e.name));
  if (overInbox.length > 0)
    throw new Error(
      `inbox reads beyond their bounds ${JSON.stringify(NOTIFICATION_BOUNDS)}: ${JSON.stringify(overInbox.map(({ statements: _s, ...e }) => e))}`,
    );
  endpoints.push(...inbox);

  // Writes: at most WRITE_ROUND_TRIPS D1 round trips each, the session's included (§12); asserted below.
  const writes: Measured[] = [];
  const write = async (name: string, path: string, body: unknown) =>
    writes.push((await measure(name, path, cookie, sessionSql, () => null, { method: 'POST', body })).result);
  const partner = await createUser(getDb(env.DB), 'paidYearly');
  const partnerCookie = await sessionCookieFor(env.SESSION, partner.id);
  writes.push((await measure('create a dog', '/api/dogs', partnerCookie, sessionSql, () => null, { method: 'POST', body: { name: 'Emma' } })).result);
  await write('log a training session', `/api/dogs/${dogId}/sessions`, {
    activityId: JOURNAL_ACTIVITIES * 100,
    startedAt: new Date(Date.now() - 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    durationMinutes: 15,
    repetitions: 10,
    successes: 8,
    setting: 'park',
    distraction: 'medium',
    notes: 'Gut gemacht',
  });
  // None writes a rate-limit row: the binding counts them (decision 041), one D1 write fewer than the old counter.
  const overWrites = writes.filter((e) => e.status >= 300 || e.roundTrips > WRITE_ROUND_TRIPS || countsInD1(e));
  endpoints.push(...writes);

  const heavy = await heavyStatements(endpoints, HEAVY_ROWS_READ);

  // The health route runs one trivial D1 query; an unknown path runs the same middleware and no query at all.
  // The visitor's lists come from the edge cache (decision 041); the member's are computed each time.
  const [listRps = 0, memberListRps = 0, catalogueRps = 0, memberCatalogueRps = 0, healthRps = 0, noRouteRps = 0] = await rates(
    [
      { path: '/api/activities', status: 200 },
      { path: '/api/activities', status: 200, cookie },
      { path: '/api/courses?lang=all', status: 200 },
      { path: '/api/courses?lang=all', status: 200, cookie },
      { path: '/api/health', status: 200 },
      { path: '/api/no-such-route', status: 404 },
    ],
    RATE_REQUESTS,
  );

  const report = {
    activities: ACTIVITIES,
    pageSize: ACTIVITY_PAGE_SIZE,
    seeded: { ...seeded, sessions, notifications: notificationRows, courses: courseRows, rankedDogs },
    courseBounds: COURSE_BOUNDS,
    highscoreBounds: HIGHSCORE_BOUNDS,
    journalBounds: JOURNAL_BOUNDS,
    notificationBounds: NOTIFICATION_BOUNDS,
    searchWord: SEARCH_WORD,
    heavyRowsRead: HEAVY_ROWS_READ,
    endpoints,
    writeRoundTrips: WRITE_ROUND_TRIPS,
    heavy,
    rate: {
      requests: RATE_REQUESTS,
      listRps,
      memberListRps,
      catalogueRps,
      memberCatalogueRps,
      healthRps,
      noRouteRps,
      listToHealth: Math.round((listRps / healthRps) * 1000) / 1000,
      listToNoRoute: Math.round((listRps / noRouteRps) * 1000) / 1000,
    },
  };
  console.log(`BENCH_API ${JSON.stringify(report)}`);
  if (overWrites.length > 0)
    throw new Error(`writes over ${WRITE_ROUND_TRIPS} D1 round trips: ${JSON.stringify(overWrites.map(({ statements: _s, ...e }) => e))}`);
}, 900_000);
