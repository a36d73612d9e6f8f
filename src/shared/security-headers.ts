/**
 * Response headers every page carries. Prerendered pages get them from `public/_headers`
 * (applied by Workers static assets), pages the Worker renders from the middleware; a unit test
 * keeps the two equal. The Content-Security-Policy is assembled by Astro (`security.csp` in
 * astro.config.mjs), which knows the hash of every inline script and style it emits: see
 * docs/decisions/018-content-security-policy.md.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/**
 * The policy's fixed directives besides script-src and style-src (which Astro writes with its
 * hashes). Images are our own files plus data: (the icon masks in the stylesheet) and blob: (the
 * preview of a picture before upload).
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
] as const;

/** Directives a `<meta>` policy cannot carry (browsers ignore them there), so only the header sends them. */
export const HEADER_ONLY_CSP = "frame-ancestors 'none'";

/** Astro's policy for a page plus the header-only directives. */
export function headerPolicy(astroPolicy: string): string {
  return `${astroPolicy.trim().replace(/;$/, '')}; ${HEADER_ONLY_CSP}`;
}
