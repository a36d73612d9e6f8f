/**
 * Compiles messages/*.json into src/paraglide (`npm run i18n`). The build does the same through
 * the Vite plugin; typecheck and tests need the output before any build.
 * `npm test` asks for it three times (lint, typecheck, the vitest setup): when the messages, the
 * project settings and the compiler are what the output was compiled from, it is kept as it is.
 * Exits explicitly: the inlang SDK keeps handles open after compiling.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paraglideOptions } from './paraglide-options.mjs';

const inputs = [
  ...readdirSync('messages')
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join('messages', name)),
  join(paraglideOptions.project, 'settings.json'),
  'node_modules/@inlang/paraglide-js/package.json',
];
const hash = createHash('sha256').update(JSON.stringify(paraglideOptions));
for (const file of inputs) hash.update(file).update(readFileSync(file));
const digest = hash.digest('hex');
const stamp = join(paraglideOptions.outdir, '.compiled-from');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
  const { compile } = await import('@inlang/paraglide-js');
  await compile(paraglideOptions);
  writeFileSync(stamp, digest);
}
process.exit(0);
