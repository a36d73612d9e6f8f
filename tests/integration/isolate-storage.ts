import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach } from 'vitest';
import { deliverySettled } from './mail';

// Every test starts from an empty, migrated database and empty KV/R2 (the real migrations).
beforeEach(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
afterEach(async () => {
  // What a test queued is delivered within it: a mail must not land in the next test's mailbox.
  await deliverySettled();
  await reset();
});
