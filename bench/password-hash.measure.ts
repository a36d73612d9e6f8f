/**
 * Time per password hash in the Workers runtime (workerd's native node:crypto scrypt, docs/architecture.md §6).
 * Prints numbers; asserts nothing about time (these machines are noisy).
 */
import { it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/server/auth/password';

const ROUNDS = 20;

async function timePerCall(run: () => Promise<unknown>): Promise<number> {
  await run();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await run();
  return (performance.now() - start) / ROUNDS;
}

it('measures scrypt (N=2^14, r=8, p=5) per call', async () => {
  const stored = await hashPassword('Messung-2026');
  const hash = await timePerCall(() => hashPassword('Messung-2026'));
  const verify = await timePerCall(() => verifyPassword('Messung-2026', stored));
  console.log(`hashPassword: ${hash.toFixed(1)} ms per call; verifyPassword: ${verify.toFixed(1)} ms per call (${ROUNDS} rounds, workerd)`);
});
