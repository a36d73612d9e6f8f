/**
 * Bytes per row of the large tables in the bench's D1 (docs/scaling.md): N rows of each are inserted
 * as the app writes them (triggers and indexes included), and the growth of the database (D1's
 * `size_after`) is divided by N. Run: `npx vitest run -c bench/workers.vitest.config.ts bench/scaling.measure.ts`;
 * prints one `BENCH_SCALING {json}` line.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { it } from 'vitest';
import { getDb } from '../src/server/db/client';
import { createUser } from '../tests/factories/users';

const N = 20_000;

/** The database's size as D1 reports it after a statement (`meta.size_after`; PRAGMA page_count is not allowed). */
async function databaseBytes(): Promise<number> {
  const { meta } = await env.DB.prepare('SELECT 1').run();
  return meta.size_after;
}

/** Rows as the demo writes them: realistic text lengths (a post of ~200 characters, a comment of ~80, a session note of ~40). */
const TABLES: Record<string, (ids: { user: number; other: number; post: number; dog: number; activity: number }) => string> = {
  posts: ({ user }) => `INSERT INTO posts (author_id, type, content, lang) SELECT ${user}, 'post', printf('%.200c', 'x') || i, 'de' FROM n`,
  comments: ({ user, post }) => `INSERT INTO comments (post_id, author_id, content) SELECT ${post}, ${user}, printf('%.80c', 'x') || i FROM n`,
  // One member liking every post measured above: the row and its indexes are the same for any member.
  post_likes: ({ user }) => `INSERT INTO post_likes (user_id, post_id) SELECT ${user}, id FROM posts WHERE id > 1 LIMIT ${N}`,
  notifications: ({ user, other, post }) =>
    `INSERT INTO notifications (recipient_id, kind, actor_id, post_id, created_at) SELECT ${user}, 'post_liked', ${other}, ${post}, 1767225600000 + i * 60000 FROM n`,
  training_sessions: ({ user, dog, activity }) =>
    `INSERT INTO training_sessions (dog_id, activity_id, user_id, started_at, day, duration_minutes, repetitions, successes, setting, distraction, notes)
     SELECT ${dog}, ${activity}, ${user}, 1767225600000 + i * 900000, date((1767225600000 + i * 900000) / 1000, 'unixepoch'), 15, 10, 7, 'home', 'low', printf('%.40c', 'x') FROM n`,
};

it('measures bytes per row', async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  const db = getDb(env.DB);
  const user = (await createUser(db, 'paidYearly')).id;
  const other = (await createUser(db, 'free')).id;
  await env.DB.prepare(`INSERT INTO posts (author_id, type, content, lang) VALUES (?, 'post', 'Start', 'de')`).bind(user).run();
  const post = (await env.DB.prepare('SELECT max(id) AS id FROM posts').first<number>('id')) ?? 0;
  const dog = (await env.DB.prepare(`INSERT INTO dogs (name, created_by) VALUES ('Balu', ?) RETURNING id`).bind(user).first<number>('id')) ?? 0;
  await env.DB.prepare('INSERT INTO dog_owners (dog_id, user_id) VALUES (?, ?)').bind(dog, user).run();
  const activity =
    (await env.DB.prepare(
      `INSERT INTO activities (author_id, lang, title, description, content, difficulty, difficulty_rank, duration, location, is_official, is_approved, created_at, updated_at)
       VALUES (?, 'de', 'Rückruf', 'Kurz', 'Lang', 'beginner', 1, 10, 'outdoor', 0, 1, 0, 0) RETURNING id`,
    )
      .bind(user)
      .first<number>('id')) ?? 0;
  const bytesPerRow: Record<string, number> = {};
  for (const [table, insert] of Object.entries(TABLES)) {
    const before = await databaseBytes();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${N}) ${insert({ user, other, post, dog, activity })}`,
    ).run();
    bytesPerRow[table] = Math.round((await databaseBytes()) - before) / N;
  }
  console.log(`BENCH_SCALING ${JSON.stringify({ rows: N, bytesPerRow })}`);
});
