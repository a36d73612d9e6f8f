/**
 * migrations/0011_dogs.sql on data: progress recorded per member before dogs moves to each
 * member's first dog, favourites stay with the member, nothing is lost and "dogs who mastered it"
 * keeps its count. The test empties the migrated database, applies the migrations before 0011,
 * writes progress the old way, then applies the rest.
 */
import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';

const BEFORE_DOGS = (name: string) => name < '0011';

/** Drops every table, view and trigger (isolate-storage.ts migrated it already), so migrations start from nothing. */
async function emptyDatabase(): Promise<void> {
  const objects = await env.DB.prepare(
    `select type, name from sqlite_master where type in ('table', 'view', 'trigger') and name not like 'sqlite_%' and name not like '_cf_%'`,
  ).all<{ type: string; name: string }>();
  for (const trigger of objects.results.filter((o) => o.type === 'trigger')) await env.DB.prepare(`drop trigger if exists "${trigger.name}"`).run();
  for (const view of objects.results.filter((o) => o.type === 'view')) await env.DB.prepare(`drop view if exists "${view.name}"`).run();
  // A table still referred to by another one cannot go yet (foreign keys): drop what can go, then retry the rest.
  let left = objects.results.filter((o) => o.type === 'table').map((o) => o.name);
  while (left.length > 0) {
    const failed: string[] = [];
    for (const name of left)
      await env.DB.prepare(`drop table if exists "${name}"`)
        .run()
        .catch(() => failed.push(name));
    if (failed.length === left.length) throw new Error(`cannot drop ${failed.join(', ')}`);
    left = failed;
  }
}

const rows = async <T>(query: string) => (await env.DB.prepare(query).all<T>()).results;

it('moves tried and mastered to a dog per member, keeps favourites per member, and keeps completions', async () => {
  await emptyDatabase();
  await applyD1Migrations(
    env.DB,
    env.TEST_MIGRATIONS.filter((m) => BEFORE_DOGS(m.name)),
  );
  const user = (id: number, locale: string) =>
    env.DB.prepare(
      `insert into users (id, username, display_name, email, password_hash, locale, status, is_email_verified) values (?, ?, ?, ?, 'x', ?, 'premium', 1)`,
    ).bind(id, `u${id}`, `u${id}`, `u${id}@example.test`, locale);
  const activity = (id: number) =>
    env.DB.prepare(
      `insert into activities (id, author_id, lang, title, description, content, difficulty, difficulty_rank, duration, location) values (?, 1, 'de', ?, 'd', 'c', 'beginner', 1, 10, 'indoor')`,
    ).bind(id, `Aktivität ${id}`);
  const progress = (userId: number, activityId: number, tried: number, mastered: number, favorite: number) =>
    env.DB.prepare(`insert into activity_progress (user_id, activity_id, tried, mastered, favorite, updated_at) values (?, ?, ?, ?, ?, ?)`).bind(
      userId,
      activityId,
      tried,
      mastered,
      favorite,
      1_700_000_000_000 + userId,
    );
  await env.DB.batch([
    user(1, 'de'),
    user(2, 'en'),
    user(3, 'de'),
    user(4, 'en'),
    activity(10),
    activity(11),
    activity(12),
    // A German member with tried, mastered and a favourite on one activity.
    progress(1, 10, 1, 1, 1),
    progress(1, 11, 1, 0, 0),
    // An English member with mastered and a favourite-only row.
    progress(2, 10, 0, 1, 0),
    progress(2, 12, 0, 0, 1),
    // Favourites only: no dog is needed.
    progress(3, 11, 0, 0, 1),
    // A row with nothing set left behind by toggling off.
    progress(4, 12, 0, 0, 0),
  ]);
  const before = await rows<{ id: number; completions: number }>('select id, completions from activities order by id');
  expect(before).toEqual([
    { id: 10, completions: 2 },
    { id: 11, completions: 0 },
    { id: 12, completions: 0 },
  ]);

  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

  expect(
    await rows('select d.name, d.created_by as createdBy, o.user_id as owner from dogs d join dog_owners o on o.dog_id = d.id order by o.user_id'),
  ).toEqual([
    { name: 'Mein Hund', createdBy: 1, owner: 1 },
    { name: 'My dog', createdBy: 2, owner: 2 },
  ]);
  expect(
    await rows(
      'select o.user_id as userId, p.activity_id as activityId, p.tried, p.mastered, p.updated_at as updatedAt from dog_progress p join dog_owners o on o.dog_id = p.dog_id order by 1, 2',
    ),
  ).toEqual([
    { userId: 1, activityId: 10, tried: 1, mastered: 1, updatedAt: 1_700_000_000_001 },
    { userId: 1, activityId: 11, tried: 1, mastered: 0, updatedAt: 1_700_000_000_001 },
    { userId: 2, activityId: 10, tried: 0, mastered: 1, updatedAt: 1_700_000_000_002 },
  ]);
  expect(await rows('select user_id as userId, activity_id as activityId from activity_favorites order by 1, 2')).toEqual([
    { userId: 1, activityId: 10 },
    { userId: 2, activityId: 12 },
    { userId: 3, activityId: 11 },
  ]);
  expect(await rows('select id, completions from activities order by id')).toEqual(before);
  expect(await rows(`select name from sqlite_master where name = 'activity_progress'`)).toEqual([]);

  // The counters now follow dogs: a second dog mastering counts, unmastering and deleting count down.
  const [baluOfUser1] = await rows<{ id: number }>('select dog_id as id from dog_owners where user_id = 1');
  await env.DB.prepare(`insert into dogs (id, name, created_by) values (99, 'Frida', 1)`).run();
  await env.DB.prepare(`insert into dog_progress (dog_id, activity_id, mastered) values (99, 10, 1)`).run();
  expect((await rows<{ completions: number }>('select completions from activities where id = 10'))[0]?.completions).toBe(3);
  await env.DB.prepare(`update dog_progress set mastered = 0 where dog_id = ? and activity_id = 10`).bind(baluOfUser1?.id).run();
  await env.DB.prepare(`delete from dogs where id = 99`).run();
  expect((await rows<{ completions: number }>('select completions from activities where id = 10'))[0]?.completions).toBe(1);
});
