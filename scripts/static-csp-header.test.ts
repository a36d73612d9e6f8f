import { describe, expect, it } from 'vitest';
import { sharedStaticPolicy, withPolicy } from './static-csp-header.mjs';

const page = (file: string, policy: string) => ({
  file,
  html: `<html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy.replaceAll("'", '&#39;')}"></head></html>`,
});
const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'";

describe('the header of prerendered pages', () => {
  it("is the pages' shared <meta> policy, unescaped, with frame-ancestors added", () => {
    expect(sharedStaticPolicy([page('about.html', POLICY), page('en/about.html', POLICY)])).toBe(`${POLICY}; frame-ancestors 'none'`);
  });

  it('stops the build when a page needs a policy of its own', () => {
    expect(() => sharedStaticPolicy([page('about.html', POLICY), page('help.html', `${POLICY} 'sha256-other='`)])).toThrow(/help\.html/);
  });

  it('stops the build when a page has no policy', () => {
    expect(() => sharedStaticPolicy([page('about.html', POLICY), { file: 'plain.html', html: '<html></html>' }])).toThrow(/plain\.html/);
  });
});

describe('_headers', () => {
  it("gets the policy inside its existing '/*' rule, keeping that rule's other headers", () => {
    const file = '/_astro/*\n  Cache-Control: immutable\n\n/*\n  X-Frame-Options: DENY\n';
    expect(withPolicy(file, "default-src 'self'")).toBe(
      "/_astro/*\n  Cache-Control: immutable\n\n/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n",
    );
  });

  it("gets a '/*' rule when it has none", () => {
    expect(withPolicy('/_astro/*\n  Cache-Control: immutable\n', "default-src 'self'")).toBe(
      "/_astro/*\n  Cache-Control: immutable\n/*\n  Content-Security-Policy: default-src 'self'\n",
    );
  });
});
