/**
 * `npm run lint` (after knip): fails on message keys in messages/*.json that nothing in src uses.
 * A key counts as used when src names it in code (comments do not count): `m.key(…)`, or a
 * string literal equal to the key — error codes (`new ApiError(…, 'code')`, decision 002),
 * schema messages (`messageKey('key')`) and key tables (plans, icons) are all literals. Keys
 * that code builds at run time from a prefix are listed in DYNAMIC_PREFIXES below, each with
 * the place that builds them; a prefix no code builds any more fails the check too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../..', import.meta.url).pathname;
const SOURCES = join(ROOT, 'src');
const SKIP = [join(SOURCES, 'paraglide')];
const EXTENSIONS = /\.(ts|tsx|mjs|astro)$/;

/** Keys that code assembles as `` `prefix${…}` `` and looks up with `m[…]`. */
const DYNAMIC_PREFIXES = [
  // src/pages/[...locale]/admin/audit.astro: one label per audit action.
  'audit_action_',
];

const keysOf = (file) => Object.keys(JSON.parse(readFileSync(join(ROOT, 'messages', file), 'utf8'))).filter((key) => key !== '$schema');

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (SKIP.includes(path)) continue;
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (EXTENSIONS.test(entry.name)) yield path;
  }
}

/** Collects identifiers and string literals into `words`, template heads into `heads`. */
function collect(kind, value, words, heads) {
  if (kind === ts.SyntaxKind.Identifier || kind === ts.SyntaxKind.StringLiteral || kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral) words.add(value);
  else if (kind === ts.SyntaxKind.TemplateHead) heads.add(value);
}

/** TypeScript and JavaScript: the parsed tree, so comments and JSX text never count. */
function scanModule(text, file, words, heads) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const visit = (node) => {
    collect(node.kind, ts.isIdentifier(node) ? node.text : ts.isStringLiteralLike(node) || ts.isTemplateHead(node) ? node.text : undefined, words, heads);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
}

/**
 * An Astro template: the tokens of its `{…}` expressions. HTML text and `<!-- -->` comments sit
 * between expressions and are skipped; the expressions themselves are scanned as code.
 */
function scanTemplate(text, words, heads) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', scanner.getTokenEnd())) {
    scanner.resetTokenState(at + 1);
    // Open braces: one count for the expression, one per open template literal, so that a `}`
    // ends a template substitution only at that template's own level.
    const depths = [0];
    for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
      const top = depths.length - 1;
      if (kind === ts.SyntaxKind.OpenBraceToken) depths[top] += 1;
      else if (kind !== ts.SyntaxKind.CloseBraceToken) {
        if (kind === ts.SyntaxKind.TemplateHead) depths.push(0);
        collect(kind, scanner.getTokenValue(), words, heads);
      } else if (depths[top] > 0) depths[top] -= 1;
      else if (top === 0) break;
      else if (scanner.reScanTemplateToken(false) === ts.SyntaxKind.TemplateTail) depths.pop();
    }
  }
}

function scanFile(file, words, heads) {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.astro')) return scanModule(text, file, words, heads);
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (frontmatter) scanModule(frontmatter[1], `${file}.ts`, words, heads);
  scanTemplate(frontmatter ? text.slice(frontmatter[0].length) : text, words, heads);
}

const used = new Set();
const heads = new Set();
for (const file of sourceFiles(SOURCES)) scanFile(file, used, heads);

const problems = [];
// Both files hold the same keys (src/shared/messages.test.ts), so one of them is enough here.
const keys = keysOf('de.json');
for (const prefix of DYNAMIC_PREFIXES) {
  if (![...heads].some((head) => head.endsWith(prefix))) problems.push(`${prefix}*: listed as a dynamic prefix, but no template in src builds it`);
}
for (const key of keys) {
  if (!used.has(key) && !DYNAMIC_PREFIXES.some((prefix) => key.startsWith(prefix))) problems.push(`${key}: used nowhere in ${relative(ROOT, SOURCES)}`);
}

if (problems.length > 0) {
  console.error(`Unused message keys (scripts/lint/unused-messages.mjs):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Message keys: all ${keys.length} used.`);
