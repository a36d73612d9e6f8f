/**
 * Prerendered pages are served by Workers static assets, which send the headers of `_headers`
 * but run no code: the Content-Security-Policy header for them is written at build time. Astro
 * puts the policy (with the hashes of every inline script and style) into a <meta> element of
 * each prerendered page; the header repeats it and adds what a <meta> policy cannot carry.
 * docs/decisions/018-content-security-policy.md.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { headerPolicy } from '../src/shared/security-headers.ts';

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"/;

/** @param {string} value an attribute value as Astro escapes it */
const unescapeAttribute = (value) => value.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/**
 * The one policy all prerendered pages share. A page with a policy of its own (a hash only it
 * needs) cannot be served from one `_headers` rule, so the build stops instead of shipping a
 * header that blocks that page's script.
 * @param {{ file: string; html: string }[]} pages
 * @returns {string}
 */
export function sharedStaticPolicy(pages) {
  /** @type {Map<string, string[]>} */
  const byPolicy = new Map();
  for (const { file, html } of pages) {
    const match = META.exec(html);
    if (!match) throw new Error(`${file} has no Content-Security-Policy <meta> element`);
    const policy = unescapeAttribute(match[1]);
    byPolicy.set(policy, [...(byPolicy.get(policy) ?? []), file]);
  }
  if (byPolicy.size !== 1) {
    const groups = [...byPolicy.values()].map((files) => files.join(', ')).join(' | ');
    throw new Error(`Prerendered pages differ in their Content-Security-Policy: ${groups}`);
  }
  return headerPolicy([...byPolicy.keys()][0]);
}

/**
 * `_headers` with the policy added to its `/*` rule. A second `/*` rule would replace the first
 * one's headers instead of adding to them.
 * @param {string} file the current `_headers`
 * @param {string} policy
 * @returns {string}
 */
export function withPolicy(file, policy) {
  const line = `  Content-Security-Policy: ${policy}`;
  const lines = file.split('\n');
  const rule = lines.indexOf('/*');
  if (rule === -1) return `${file.trimEnd()}\n/*\n${line}\n`;
  lines.splice(rule + 1, 0, line);
  return lines.join('\n');
}

/** @param {string} dir */
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name));
}

/** @returns {import('astro').AstroIntegration} */
export const staticCspHeader = () => ({
  name: 'rudel:static-csp-header',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const files = await htmlFiles(root);
      const pages = await Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
      const headersFile = join(root, '_headers');
      await writeFile(headersFile, withPolicy(await readFile(headersFile, 'utf8'), sharedStaticPolicy(pages)));
    },
  },
});
