import { execFileSync } from 'node:child_process';

/** Vitest global setup: the tests import the compiled messages, so compile them first. */
export default function compileMessages(): void {
  execFileSync(process.execPath, ['scripts/compile-messages.mjs'], { stdio: 'inherit' });
}
