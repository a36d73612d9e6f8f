/**
 * Where the site is served (the `SITE_ORIGIN` variable), for links in emails (verification, reset,
 * temporary passwords, trial ending). Never the request's own URL: its host comes from the Host
 * header, which a caller can forge to have our mails point at their server (docs/decisions/015).
 */
export const siteOrigin = (env: Env) => new URL(env.SITE_ORIGIN).origin;
