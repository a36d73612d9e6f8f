/**
 * A form submitted before its island hydrates (a slow phone) is sent natively. By GET that puts
 * every field, passwords included, into the URL; so every form of the interface says
 * method="post" and names no other action (docs/decisions/014-sign-in-hardening.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIRS = ['src/islands', 'src/pages', 'src/components', 'src/layouts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx|astro)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every opening `<form …>` tag in the sources, with the file it is in. */
const formTags = SOURCE_DIRS.flatMap(sourceFiles).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/<form\b[^>]*>/g)].map((match) => ({ file, tag: match[0] })),
);

describe('forms of the interface', () => {
  it('are found (the scan reads the sources)', () => {
    expect(formTags.length).toBeGreaterThan(10);
  });

  it.each(formTags)('$file submits by POST to its own page', ({ tag }) => {
    expect(tag).toMatch(/\smethod="post"/);
    expect(tag).not.toMatch(/\saction=/);
  });
});
