/**
 * `npm run lint`: fails when modules under src import each other in a cycle, directly or through
 * others, type-only imports and `import()` included. A cycle means a type or a value lives on the
 * wrong side (it belongs in a module both import), and a value cycle leaves one module
 * half-loaded when the other runs.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../..', import.meta.url).pathname;
const SOURCES = join(ROOT, 'src');
/** Paraglide's output: generated, and it imports nothing of ours. */
const GENERATED = join(SOURCES, 'paraglide');

const { config } = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
const resolutionCache = ts.createModuleResolutionCache(ROOT, (name) => name, options);

const isOurs = (file) => file.startsWith(SOURCES) && !file.startsWith(GENERATED);

/** The modules of ours that `file` imports, resolved as the compiler does (`~/` included). */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys, resolutionCache).resolvedModule?.resolvedFileName)
    .filter((target) => target !== undefined && isOurs(target));
}

/** Every cycle a depth-first walk meets, each once, as the list of its modules. */
function findCycles(graph) {
  const done = new Set();
  const path = [];
  const cycles = new Map();
  const visit = (file) => {
    if (done.has(file)) return;
    const back = path.indexOf(file);
    if (back !== -1) {
      const cycle = path.slice(back);
      cycles.set([...cycle].sort().join('\n'), cycle);
      return;
    }
    path.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return [...cycles.values()];
}

const files = ts.sys.readDirectory(SOURCES, ['.ts', '.tsx']).filter(isOurs);
const cycles = findCycles(new Map(files.map((file) => [file, importsOf(file)])));
for (const cycle of cycles) console.error(`import cycle: ${[...cycle, cycle[0]].map((file) => relative(ROOT, file)).join(' → ')}`);
if (cycles.length > 0) process.exit(1);
console.log(`Import cycles: none among ${files.length} modules.`);
