/**
 * Which environment the Worker runs in (the `ENVIRONMENT` variable). Only `npm start`,
 * `npm run serve` and the tests set `development`, which opens what a deploy must never offer:
 * the development mailbox (docs/architecture.md §7), the test clock, a local push service.
 */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}
