import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Interface source and texts; tests may hold emoji as member content. */
function interfaceFiles(): string[] {
  const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join('src', file));
  return [...sources, 'messages/de.json', 'messages/en.json', 'uno.config.ts'];
}

/** Legal signs every text font draws (the footer's copyright line). */
const TEXT_SIGNS = new Set(['\u00a9', '\u00ae']);

describe('icons', () => {
  it('no emoji serves as an icon: they show as empty boxes where no emoji font is installed', () => {
    const found = interfaceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/\p{Extended_Pictographic}/gu)].filter(([sign]) => !TEXT_SIGNS.has(sign)).map(([sign]) => `${file}:${index + 1} ${sign}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
