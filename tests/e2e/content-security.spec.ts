import { expect, type Page, type Request, test } from '@playwright/test';
import { hydrated, loginAs } from './fixtures';
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

/** The islands that hydrate once seen (client:visible) and are in view but have not hydrated yet. */
const visibleIslandsPending = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('astro-island[ssr][client="visible"]')].filter((island) =>
        [...island.children].some((child) => {
          const box = child.getBoundingClientRect();
          return box.bottom >= 0 && box.top <= innerHeight && box.right >= 0 && box.left <= innerWidth;
        }),
      ).length,
  );

/**
 * Waits until every island that loads on this view hydrated (its scripts loaded and ran under the
 * policy) and no request the page started is still open (what they fetch went through connect-src).
 * It waits for exactly these instead of half a second of network silence per page (networkidle).
 */
function settledWatch(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return async () => {
    await hydrated(page);
    await expect.poll(() => visibleIslandsPending(page)).toBe(0);
    await expect.poll(() => open.size).toBe(0);
  };
}

/** A visitor, a member and an admin (who sees the staff pages too). */
const VIEWERS = { visitor: null, member: 'ben@rudel.test', admin: 'admin@rudel.test' } as const;

// One journey per viewer and language, so both workers share the page loads.
for (const [who, email] of Object.entries(VIEWERS)) {
  for (const locale of LOCALES) {
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
}

test('the checkout pages allow Stripe.js, its frames and its API, and nothing else of it', async ({ page }) => {
  const response = await page.goto('/premium');
  const rules = directives((await response?.headerValue('content-security-policy')) ?? '');
  expect(rules.get('script-src')).toContain(STRIPE_FAKE);
  expect(rules.get('frame-src')).toContain(STRIPE_FAKE);
  expect(rules.get('connect-src')).toEqual(["'self'", STRIPE_FAKE]);
  expect(E2E_BASE_URL).not.toBe(STRIPE_FAKE);
});
