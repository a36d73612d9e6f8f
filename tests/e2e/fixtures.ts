/** Helpers for journeys that need accounts: the dev mailbox and direct API logins. */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './server.mjs';
import { isStaffAccount, staffStatePath, type StaffAccount } from './staff-sessions';

export const DEMO_PASSWORD = 'Rudel-Demo-2026';

/**
 * The first link of the newest mail to an address (the development mailbox, docs/architecture.md §7),
 * as a path. Mail goes through the delivery Queue (decision 040), so it arrives a moment after the
 * action: `containing` waits for the mail the action sent when an older one (the verification
 * email) is already there.
 */
export async function latestMailLink(request: APIRequestContext, to: string, containing = ''): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails = (await (await request.get(`/__dev/mail?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
    link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain(containing);
  }).toPass({ timeout: 15_000 });
  return new URL(link ?? '').pathname;
}

/** The session of a demo admin or moderator, signed in once with a code by the setup project. */
export const staffSession = (email: StaffAccount): Exclude<BrowserContextOptions['storageState'], string | undefined> =>
  JSON.parse(readFileSync(staffStatePath(email), 'utf8'));

/**
 * Signs the page's browser context in without the form (the session cookie is set by the API).
 * Demo staff sign in with a code, so they get the session the setup project made for them.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (isStaffAccount(email)) return page.context().addCookies(staffSession(email).cookies);
  const response = await page.request.post('/api/login', { data: { email, password }, headers: { origin: E2E_BASE_URL } });
  expect(response.status()).toBe(200);
}

/** Stores the signed-in member as the login page does, so every later page's header is a member's from the first paint. */
export async function rememberSignedIn(page: Page): Promise<void> {
  const user = await (await page.request.get('/api/current-user')).json();
  await page.addInitScript((stored) => localStorage.setItem('currentUser', JSON.stringify(stored)), user);
}

/** Signs in through the API and remembers the member as the login page does. */
export async function signInAs(page: Page, email: string, password?: string): Promise<void> {
  await loginAs(page, email, password);
  await rememberSignedIn(page);
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.org`;

// Where this worker's sequence of addresses starts: a worker restarted after a failed journey
// starts elsewhere, so it does not sign up again from the addresses its predecessor used up.
let addresses = Math.floor(Math.random() * 250);
/** An address of TEST-NET-3 for one new member, as real members each come from their own. */
const memberAddress = () => `203.0.113.${1 + (addresses++ % 250)}`;

/**
 * Lets the page (and its `page.request`) come from an address of its own, as a real visitor's does:
 * the journeys together sign up and write more than one address may (docs/product-rules.md §7.3).
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'cf-connecting-ip': memberAddress() });
}

/** Registers an account through the API and follows its verification mail; answers the address. */
export async function registerVerified(request: APIRequestContext, label: string, password: string, locale: 'de' | 'en' = 'de'): Promise<string> {
  const email = uniqueEmail(label);
  const username = `${label.replace(/\W/g, '_')}_${Date.now().toString(36)}`.slice(0, 30);
  const created = await request.post('/api/register', {
    data: { firstName: 'Lotte', lastName: 'Krause', username, email, password },
    // Each new member signs up from an address of their own: the journeys together create more
    // accounts than one address may per hour (rate limit, docs/product-rules.md §7.3).
    headers: { origin: E2E_BASE_URL, 'x-rudel-locale': locale, 'cf-connecting-ip': memberAddress() },
  });
  expect(created.status()).toBe(201);
  expect((await request.get(await latestMailLink(request, email))).ok()).toBe(true);
  return email;
}

/** A new, verified member who accepted the disclaimer and has no activity yet, signed in on the page; answers their address. */
export async function newMember(page: Page, locale: 'de' | 'en'): Promise<string> {
  const password = 'Spazier1Gang';
  const email = await registerVerified(page.request, `neu-${locale}`, password, locale);
  // …and writes from it: together the journeys create more activities than one address may per hour (§7.3).
  await fromOwnAddress(page);
  await loginAs(page, email, password);
  expect((await page.request.post('/api/user/disclaimer-accepted', { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
  return email;
}

/**
 * Waits until every island of the page has hydrated, so clicks reach React's handlers. Left out are
 * the islands that wait for something: the toast viewport (client:toast, the first toast), lists
 * below the fold (client:visible) and the field tools (client:press, the first press).
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="toast"]):not([client="visible"]):not([client="press"])')).toHaveCount(0);
}

/** The smallest valid activity (docs/product-rules.md §7.1): the first own one lets a new member write posts and comment (§6). */
export const firstActivity = {
  title: 'Erste Schnüffelrunde',
  description: 'Leckerlis im Gras verstecken und suchen lassen.',
  content:
    'Versteck ein paar Leckerlis im Gras, zeig deinem Hund das erste und lass ihn dann selbst suchen. Lob jeden Fund ruhig und hör auf, solange es Spaß macht.',
  difficulty: 'beginner',
  duration: 10,
  location: 'outdoor',
  tags: [],
  images: [],
};

const headers = { origin: E2E_BASE_URL };

/** A new member who pays (granted by the demo admin, as a plan without a subscription) and has a dog. */
export async function paidMemberWithDog(
  page: Page,
  browser: Browser,
  locale: 'de' | 'en',
  dogName: string,
): Promise<{ email: string; userId: number; dogId: number }> {
  const email = await newMember(page, locale);
  const userId = await grantPremium(browser, email);
  const dog = await page.request.post('/api/dogs', { data: { name: dogName }, headers });
  expect(dog.status()).toBe(201);
  return { email, userId, dogId: ((await dog.json()) as { id: number }).id };
}

/**
 * Makes a member paid (the demo admin grants premium, as a plan without a subscription); answers their id.
 * `verified: false` leaves a new account's address for its verification link to confirm.
 */
export async function grantPremium(browser: Browser, email: string, { verified = true } = {}): Promise<number> {
  const admin = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: staffSession('admin@rudel.test') });
  const { users } = (await (await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json()) as {
    users: { id: number; displayName: string }[];
  };
  const [member] = users;
  if (!member) throw new Error('the new member is not listed');
  const granted = await admin.request.put(`/api/admin/users/${member.id}`, {
    data: { displayName: member.displayName, email, role: 'user', subscriptionTier: 'premium', isEmailVerified: verified },
    headers,
  });
  expect(granted.status()).toBe(200);
  await admin.close();
  return member.id;
}
