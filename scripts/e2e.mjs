/**
 * `npm run test:e2e`: builds the app, prepares a fresh local D1 (migrated and seeded) in its own
 * state folder, and runs the Playwright journeys against `wrangler dev` serving the build.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_STATE_DIR } from '../tests/e2e/server.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const npx = (...args) => run('npx', args);

if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
rmSync(E2E_STATE_DIR, { recursive: true, force: true });
npx('wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', E2E_STATE_DIR);
npx('tsx', 'scripts/seed.ts', '--persist-to', E2E_STATE_DIR);
const extra = process.argv.slice(2).filter((arg) => arg !== '--no-build');
npx('playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...extra);
