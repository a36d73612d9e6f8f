import { type Browser, expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, hydrated, latestMailLink, loginAs, uniqueEmail } from './fixtures';
import { everyPage } from './page-list';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';
import { settledWatch } from './page-checks';
import { commentsToggle } from './plural';

const headers = { origin: E2E_BASE_URL };
// Per worker: each writes its own content (see longContent).
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** An unbroken word of a given length, marked so the pages it lands on can be found. */
const word = (length: number) => `w${stamp}`.padEnd(length, 'x');
const url = `https://example.org/${'pfad/'.repeat(40)}${'a'.repeat(120)}?q=${'b'.repeat(80)}`;
const text = `${word(300)} ${url} ${word(300)}`;

/** A member who filled every field with an unbroken word as long as the field allows, and wrote a post and a comment. */
async function writeLongContent(page: Page): Promise<{ email: string; activityId: number }> {
  const email = uniqueEmail('lang');
  const password = 'Spazier1Gang';
  const registered = await page.request.post('/api/register', {
    data: { firstName: 'L'.padEnd(50, 'x'), lastName: 'K'.padEnd(50, 'x'), username: `l_${stamp}`.padEnd(50, 'x'), email, password },
    headers: { ...headers, 'cf-connecting-ip': '198.51.100.77' },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.get(await latestMailLink(page.request, email))).ok()).toBe(true);
  const login = await page.request.post('/api/login', { data: { email, password }, headers });
  const { id: userId } = (await login.json()) as { id: number };
  expect((await page.request.post('/api/user/disclaimer-accepted', { headers })).status()).toBe(200);
  const profile = await page.request.patch(`/api/users/${userId}`, {
    data: { displayName: word(50), bio: `${word(300)} ${url.slice(0, 150)}`, location: word(100) },
    headers,
  });
  expect(profile.status()).toBe(200);
  const activity = await page.request.post('/api/activities', {
    data: {
      title: word(100),
      description: `${word(300)} ${url.slice(0, 180)}`,
      content: text,
      difficulty: 'beginner',
      duration: 10,
      location: 'outdoor',
      tags: [word(30)],
      images: [],
    },
    headers,
  });
  expect(activity.status()).toBe(201);
  const { id: activityId } = (await activity.json()) as { id: number };
  const post = await page.request.post('/api/posts', { data: { content: text, type: 'post' }, headers });
  expect(post.status()).toBe(201);
  const { id: postId } = (await post.json()) as { id: number };
  expect((await page.request.post(`/api/posts/${postId}/comments`, { data: { content: text }, headers })).status()).toBe(201);
  // In the moderation queue too.
  const reporter = await page.context().browser()?.newContext({ baseURL: E2E_BASE_URL });
  const reporterRequest = reporter?.request;
  expect((await reporterRequest?.post('/api/login', { data: { email: 'ben@rudel.test', password: DEMO_PASSWORD }, headers }))?.status()).toBe(200);
  expect((await reporterRequest?.post('/api/reports', { data: { targetType: 'post', targetId: postId, reason: 'spam' }, headers }))?.status()).toBe(201);
  await reporter?.close();
  return { email, activityId };
}

/** The page's width against the window's, and the innermost element sticking out (to name the culprit). */
const measure = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.documentElement;
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > clientWidth + 1);
    const innermost = wide.find((element) => !wide.some((other) => other !== element && element.contains(other)));
    return { scrollWidth, clientWidth, culprit: innermost ? `${innermost.tagName.toLowerCase()}.${innermost.className}` : '' };
  });

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth, culprit } = await measure(page);
  expect(scrollWidth, `${where} at ${page.viewportSize()?.width} px: ${culprit}`).toBeLessThanOrEqual(clientWidth);
}

// Each worker writes the long content once (as a member of its own) and shares it among its journeys;
// the pages are looked at per viewer, so both workers share the page loads.
let written: Promise<{ email: string; activityId: number }> | undefined;
const longContent = (browser: Browser) => {
  written ??= (async () => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    const content = await writeLongContent(await context.newPage());
    await context.close();
    return content;
  })();
  return written;
};

/** Looks at the page at a phone's width and a desktop's, in one load. */
async function expectNoSidewaysScrollAtBothWidths(page: Page, where: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, where);
  }
}

for (const viewer of ['author', 'admin'] as const) {
  test(`long unbroken words and URLs wrap: no page scrolls sideways for the ${viewer} at 390 px and 1280 px`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const { email, activityId } = await longContent(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await (viewer === 'admin' ? loginAs(page, 'admin@rudel.test') : loginAs(page, email, 'Spazier1Gang'));
    const settled = settledWatch(page);
    for (const path of everyPage(activityId, ['de'])) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await settled();
      await expectNoSidewaysScrollAtBothWidths(page, path);
    }
    if (viewer === 'admin') return;
    // Comments open on demand.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/community');
    await hydrated(page);
    const card = page
      .getByRole('article')
      .filter({ hasText: word(300) })
      .first();
    await card.getByRole('button', { name: commentsToggle(messages.de) }).click();
    await expect(card.locator('form')).not.toHaveCount(0);
    await settled();
    await expectNoSidewaysScrollAtBothWidths(page, 'comments');
  });
}
