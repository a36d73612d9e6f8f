import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './fixtures';
import { settledWatch } from './page-checks';
import { everyPage } from './page-list';
import { E2E_BASE_URL, E2E_STRIPE_FAKE_PORT } from './server.mjs';
import { LOCALES } from './static-pages';

const STRIPE_FAKE = `http://localhost:${E2E_STRIPE_FAKE_PORT}`;
const CHECKOUT = new Set(['/premium', '/subscribe', '/en/premium', '/en/subscribe']);

/** Collects the page's Content-Security-Policy violations, as events and as console errors. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  void page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(/[;,]/)
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

async function firstActivityId(page: Page): Promise<number> {
  const response = await page.request.get('/api/activities');
  const body = (await response.json()) as { activities: { id: number }[] };
  const id = body.activities[0]?.id;
  expect(id).toBeTruthy();
  return id ?? 0;
}

/**
 * A visitor in both languages (each language has its own prerendered pages, each with its own
 * hashes), a member and an admin (who sees the staff pages too) in one language each: the pages
 * rendered for a signed-in viewer carry the same scripts in either language.
 */
const VIEWERS = [
  ...LOCALES.map((locale) => ({ who: 'visitor', email: null, locale })),
  { who: 'member', email: 'ben@rudel.test', locale: 'de' },
  { who: 'admin', email: 'admin@rudel.test', locale: 'en' },
] as const;

// One journey per viewer, so both workers share the page loads.
for (const { who, email, locale } of VIEWERS) {
  test(`every page sends a strict Content-Security-Policy and breaks none of it (${who}, ${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    if (email) await loginAs(page, email);
    const violations = watchViolations(page);
    const settled = settledWatch(page);
    for (const path of everyPage(await firstActivityId(page), [locale])) {
      const response = await page.goto(path, { waitUntil: 'load' });
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      const rules = directives(policy);
      expect(rules.get('script-src'), `${path}: script-src`).toContain("'self'");
      expect(rules.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(
        rules.get('script-src')?.some((source) => source.startsWith("'sha256-")),
        path,
      ).toBe(true);
      expect(rules.get('default-src'), path).toEqual(["'self'"]);
      expect(rules.get('object-src'), path).toEqual(["'none'"]);
      expect(rules.get('base-uri'), path).toEqual(["'self'"]);
      expect(rules.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(rules.get('form-action'), path).toEqual(["'self'"]);
      // Stripe (here its local fake) only where checkout runs.
      const finalPath = new URL(page.url()).pathname;
      expect(policy.includes(STRIPE_FAKE), `${path} → ${finalPath}`).toBe(CHECKOUT.has(finalPath));
      // Islands hydrate and their scripts load under the policy.
      await settled();
    }
    expect(violations).toEqual([]);
  });
}

test('the checkout pages allow Stripe.js, its frames and its API, and nothing else of it', async ({ page }) => {
  const response = await page.goto('/premium');
  const rules = directives((await response?.headerValue('content-security-policy')) ?? '');
  expect(rules.get('script-src')).toContain(STRIPE_FAKE);
  expect(rules.get('frame-src')).toContain(STRIPE_FAKE);
  expect(rules.get('connect-src')).toEqual(["'self'", STRIPE_FAKE]);
  expect(E2E_BASE_URL).not.toBe(STRIPE_FAKE);
});
