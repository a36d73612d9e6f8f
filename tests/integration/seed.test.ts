import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { DEMO_TOTP_SECRET } from '~/server/db/seed/demo-users';
import { seedDatabase } from '~/server/db/seed/seed';

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
