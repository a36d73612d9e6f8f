/**
 * Code cites the docs by section and by decision number (`docs/architecture.md §5`,
 * `product-rules.md §7.3`, `docs/decisions/016-…`, `decision 033`); a renumbered heading or
 * record leaves such a pointer dangling. Every one cited in src, scripts, tests and bench exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const SCANNED = ['src', 'scripts', 'tests', 'bench'];
const SKIPPED = new Set(['node_modules', 'paraglide', 'results']);
const TEXT = /\.(ts|tsx|astro|mjs|js|css|grit)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

/** The `§N` and `§N.M` headings of a doc (`## §5 …`, `### §6.1 …`). */
function sectionsOf(doc: string): Set<string> {
  const text = readFileSync(join(ROOT, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^#{2,3} §(\d+(?:\.\d+)?) /gm)].map((match) => match[1] ?? ''));
}

const sections = { architecture: sectionsOf('architecture.md'), 'product-rules': sectionsOf('product-rules.md') };
const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) => /^\d{3}-.+\.md$/.test(name));
const recordNumbers = new Set(records.map((name) => name.slice(0, 3)));

/** Each citation in the scanned code as `file: citation`, with whether what it names exists. */
function citations(): { where: string; exists: boolean }[] {
  return SCANNED.flatMap((dir) => filesUnder(join(ROOT, dir))).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const at = (citation: string) => `${relative(ROOT, file)}: ${citation}`;
    return [
      ...[...text.matchAll(/(architecture|product-rules)\.md §(\d+(?:\.\d+)?)/g)].map(([citation, doc, section]) => ({
        where: at(citation),
        exists: sections[doc as keyof typeof sections].has(section ?? ''),
      })),
      ...[...text.matchAll(/decisions\/(\d{3})(-[\w-]+\.md)?/g)].map(([citation, number, rest]) => ({
        where: at(citation),
        exists: rest ? records.includes(`${number}${rest}`) : recordNumbers.has(number ?? ''),
      })),
      ...[...text.matchAll(/[Dd]ecision (\d{3})\b/g)].map(([citation, number]) => ({ where: at(citation), exists: recordNumbers.has(number ?? '') })),
    ];
  });
}

describe('citations of the docs in code', () => {
  const found = citations();

  it('finds the citations to check', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it('name sections and decision records that exist', () => {
    expect(found.filter((citation) => !citation.exists).map((citation) => citation.where)).toEqual([]);
  });
});
