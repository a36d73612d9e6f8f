/**
 * `npm run seed`: fills the local D1 (the one `npm run serve` uses) with the demo content.
 * Runs in Node against wrangler's local bindings; safe to run any number of times.
 */
import { getPlatformProxy } from 'wrangler';
import { getDb } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed/seed';
import { keyUsernames, USERNAME_KEY_BATCH } from '../src/server/services/housekeeping/username-keys';
import { seedPictures } from './seed-pictures';

// `--persist-to DIR` picks the local state folder, as for `wrangler dev` (default .wrangler/state).
const flag = process.argv.indexOf('--persist-to');
const stateDir = (flag > 0 ? process.argv[flag + 1] : undefined) ?? '.wrangler/state';
const { env, dispose } = await getPlatformProxy<Env>({ configPath: 'wrangler.jsonc', persist: { path: `${stateDir}/v3` } });
try {
  const db = getDb(env.DB);
  // Names from before migration 0023 get their keys now rather than at the first Cron Trigger.
  while ((await keyUsernames(db)) === USERNAME_KEY_BATCH);
  const summary = await seedDatabase(db);
  const pictures = await seedPictures(db, env.MEDIA);
  console.log(
    `Seeded ${summary.users} demo accounts, ${summary.activities} activities, ${summary.posts} posts, ${summary.comments} comments, ${summary.trainingSessions} training sessions, ${pictures} pictures.`,
  );
} finally {
  await dispose();
}
