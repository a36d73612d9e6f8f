import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach } from 'vitest';
import { deliverySettled } from './mail';

/** How many tests this Worker runtime has started: each numbers its accounts from its own block. */
let tests = 0;
const ACCOUNTS_PER_TEST = 100_000;

// Every test starts from an empty, migrated database and empty KV/R2 (the real migrations). Its
// accounts get ids no earlier test of this runtime used: the limits the Rate Limiting binding
// counts per member (`user:<id>`) then never carry one test's count into the next.
beforeEach(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  tests += 1;
  await env.DB.prepare(`insert into sqlite_sequence (name, seq) values ('users', ?)`)
    .bind(tests * ACCOUNTS_PER_TEST)
    .run();
});
afterEach(async () => {
  // What a test queued is delivered within it: a mail must not land in the next test's mailbox.
  await deliverySettled();
  await reset();
});
