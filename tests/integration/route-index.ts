/**
 * The route index, docs/api-routes.md: every route of the Hono app as `METHOD path → file, guard`,
 * read from the app itself. It is built here, in the Workers runtime, because the app loads only
 * there (the image library is WebAssembly for workerd); `npm run routes:index` writes it.
 */
import { Hono } from 'hono';
import * as policy from '~/shared/policy';
import { signedIn } from '~/server/middleware/guard';

type Route = Hono['routes'][number];

const routeModules = import.meta.glob<Record<string, unknown>>('/src/server/routes/*.ts', { eager: true });

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The rules a guard may check: `can.…`, and the abilities only the server asks about (`may…`), which stand beside it. */
const ruleNames = new Map<unknown, string>([
  [signedIn, 'signed in'],
  ...Object.entries(policy.can).map(([name, rule]) => [rule, `can.${name}`] as const),
  ...Object.entries(policy)
    .filter(([name, rule]) => name.startsWith('may') && typeof rule === 'function')
    .map(([name, rule]) => [rule, name] as const),
]);

/**
 * The file of each handler the route modules' sub-apps hold, by identity (Hono mounts a sub-app's
 * handlers as they are). A handler more than one file mounts (a shared guard or limit) has none.
 */
function filesByHandler(): Map<unknown, string | null> {
  const files = new Map<unknown, string | null>();
  for (const [path, exports] of Object.entries(routeModules)) {
    const file = path.slice(1);
    for (const subApp of Object.values(exports)) {
      if (!(subApp instanceof Hono)) continue;
      for (const { handler } of subApp.routes) files.set(handler, files.has(handler) && files.get(handler) !== file ? null : file);
    }
  }
  return files;
}

/** The rule of the route's first guard (`requireAbility` in middleware/guard.ts), or `public`. */
function guardOf(endpoint: string, handlers: unknown[]): string {
  const guard = handlers.find((handler): handler is { ability: unknown } => typeof handler === 'function' && 'ability' in handler);
  if (!guard) return 'public';
  const name = ruleNames.get(guard.ability);
  if (!name) throw new Error(`${endpoint}: its guard checks a rule that is not in the policy (src/shared/policy.ts)`);
  return name;
}

/** Each method and path once, with its handlers in order; middleware registrations (`ALL`, `*`) are left out. */
function endpoints(routes: readonly Route[]): Map<string, { method: string; path: string; handlers: unknown[] }> {
  const byEndpoint = new Map<string, { method: string; path: string; handlers: unknown[] }>();
  for (const { method, path, handler } of routes) {
    if (method === 'ALL' || path.includes('*')) continue;
    const key = `${method} ${path}`;
    const endpoint = byEndpoint.get(key) ?? { method, path, handlers: [] };
    endpoint.handlers.push(handler);
    byEndpoint.set(key, endpoint);
  }
  return byEndpoint;
}

/** docs/api-routes.md for the app's routes: sorted by path, then method. */
export function routeIndex(routes: readonly Route[]): string {
  const files = filesByHandler();
  const lines = [...endpoints(routes)]
    .sort(([, a], [, b]) => a.path.localeCompare(b.path, 'en') || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method))
    .map(([key, { handlers }]) => {
      const file = files.get(handlers.at(-1));
      if (!file) throw new Error(`${key}: no one file under src/server/routes/ defines its handler`);
      return `- \`${key}\` → ${file}, ${guardOf(key, handlers)}`;
    });
  return `# API routes

Generated from the Hono app (\`src/server/app.ts\`) by \`npm run routes:index\`; do not edit.
\`tests/integration/route-index.test.ts\` fails when it is stale.

Each route: its method and path, the file whose sub-app defines it, and its guard (docs/architecture.md §5):
the rule of the shared policy its \`requireAbility\` checks (\`can.…\` or a server-only \`may…\`, src/shared/policy.ts), \`signed in\`
for \`requireUser()\`, or \`public\` for a route without one (a visitor may call it; some check a
signature or a token instead, and the development routes answer only in development).

${lines.join('\n')}
`;
}
