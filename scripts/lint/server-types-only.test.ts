import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PLUGIN = new URL('./server-types-only.grit', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'server-types-only-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The lines of `code` the plugin reports, run through Biome with only the plugin switched on. */
function flaggedLines(code: string): number[] {
  writeFileSync(join(dir, 'biome.json'), JSON.stringify({ root: true, plugins: [PLUGIN], linter: { rules: { preset: 'none' } } }));
  writeFileSync(join(dir, 'probe.ts'), code);
  const run = spawnSync('npx', ['biome', 'lint', `--config-path=${dir}`, '--max-diagnostics=none', join(dir, 'probe.ts')], { encoding: 'utf8' });
  return [...`${run.stdout}${run.stderr}`.matchAll(/probe\.ts:(\d+):\d+ plugin/g)].map((match) => Number(match[1]));
}

describe('browser code imports only types from src/server', () => {
  it('reports value, side-effect, re-export and dynamic imports, relative or through ~/', () => {
    const lines = [
      "import type { PublicUser } from '../../server/services/users';",
      "import { x } from '../../server/services/users';",
      "import { type UserStats } from '~/server/services/profile';",
      "import '~/server/app';",
      "export type { QueueItem } from '../server/services/moderation/queue';",
      "export { y } from '~/server/errors';",
      "export * from '../server/errors';",
      "const later = () => import('~/server/app');",
      "import { policy } from '~/shared/policy';",
      "import { serverless } from '../serverless/thing';",
      "import type { AppType } from '~/server/app';",
    ];
    expect(flaggedLines(`${lines.join('\n')}\n`)).toEqual([2, 3, 4, 6, 7, 8]);
  });
});
