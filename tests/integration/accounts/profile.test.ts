import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activities, newsletterSubscriptions, posts, users } from '~/server/db/schema';
import { createDog, tickProgress } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const row = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('PATCH /api/users/{id}', () => {
  it("changes the caller's own profile fields", async () => {
    const { user, cookie } = await signedIn();
    const response = await call('PATCH', `/api/users/${user.id}`, { displayName: ' Lotte & Bruno ', bio: 'Zwei Dackel.', location: 'Kiel' }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ displayName: 'Lotte & Bruno', bio: 'Zwei Dackel.', location: 'Kiel' });
  });

  it('keeps the time zone the member chooses and refuses an unknown one at its field', async () => {
    const { user, cookie } = await signedIn('free');
    const changed = await call('PATCH', `/api/users/${user.id}`, { timeZone: 'America/New_York' }, { cookie });
    expect(await changed.json()).toMatchObject({ timeZone: 'America/New_York' });
    const refused = await call('PATCH', `/api/users/${user.id}`, { timeZone: 'Mars/Olympus_Mons' }, { cookie, headers: { 'accept-language': 'en' } });
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { code: 'validation_time_zone', message: 'Please choose a valid time zone.', field: 'timeZone' },
    ]);
  });

  it('shares milestones only once the member opts in, from JSON or from the form, and opts out again', async () => {
    const { user, cookie } = await signedIn('free');
    const patch = async (body: unknown) => (await (await call('PATCH', `/api/users/${user.id}`, body, { cookie })).json()) as { shareMilestones: boolean };
    expect((await patch({ bio: 'Noch nichts geteilt.' })).shareMilestones).toBe(false);
    expect((await patch({ shareMilestones: 'true' })).shareMilestones).toBe(true);
    expect((await patch({ bio: 'Bleibt geteilt.' })).shareMilestones).toBe(true);
    expect((await patch({ shareMilestones: false })).shareMilestones).toBe(false);
    expect((await call('PATCH', `/api/users/${user.id}`, { shareMilestones: 'ja' }, { cookie })).status).toBe(400);
  });

  it('never changes role, tier, status or email', async () => {
    const { user, cookie } = await signedIn();
    await call(
      'PATCH',
      `/api/users/${user.id}`,
      { role: 'admin', subscriptionTier: 'premium', status: 'premium', email: 'x@example.org', bio: 'ok' },
      { cookie },
    );
    expect(await row(user.id)).toMatchObject({ role: 'user', subscriptionTier: 'free', status: 'active', email: user.email, bio: 'ok' });
  });

  it.each([
    [{ displayName: 'ab' }, 'displayName', 'Anzeigename muss mindestens 3 Zeichen haben'],
    [{ firstName: 'A' }, 'firstName', 'Vorname muss zwischen 2 und 50 Zeichen haben'],
    [{ bio: 'x'.repeat(501) }, 'bio', 'Die Beschreibung darf höchstens 500 Zeichen haben.'],
    [{ location: 'x'.repeat(101) }, 'location', 'Der Ort darf höchstens 100 Zeichen haben.'],
    // Names go into email subjects and push titles: a line break there would forge a line.
    [{ displayName: 'Lotte\r\nBcc: alle' }, 'displayName', 'Bitte in einer Zeile, ohne Zeilenumbrüche'],
    [{ lastName: 'Krause\tKiel' }, 'lastName', 'Bitte in einer Zeile, ohne Zeilenumbrüche'],
    [{ location: 'Kiel\nHamburg' }, 'location', 'Bitte in einer Zeile, ohne Zeilenumbrüche'],
  ])('refuses %o with its message and changes nothing', async (patch, field, message) => {
    const { user, cookie } = await signedIn();
    const response = await call('PATCH', `/api/users/${user.id}`, patch, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
    expect(await row(user.id)).toMatchObject({ displayName: user.displayName, firstName: user.firstName, bio: '', location: '' });
  });

  it("refuses another user's profile with 403 and visitors with 401", async () => {
    const { cookie } = await signedIn();
    const other = await createUser(db(), 'free');
    const response = await call('PATCH', `/api/users/${other.id}`, { bio: 'gekapert' }, { cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'error_not_your_account' });
    expect((await call('PATCH', `/api/users/${other.id}`, { bio: 'x' })).status).toBe(401);
    expect((await row(other.id))?.bio).toBe('');
  });
});

describe('disclaimer', () => {
  it('reports and records acceptance; a verified account becomes active', async () => {
    const { user, cookie } = await signedIn('verified');
    expect(await (await call('GET', '/api/user/disclaimer-status', undefined, { cookie })).json()).toEqual({ accepted: false });
    const accepted = await call('POST', '/api/user/disclaimer-accepted', undefined, { cookie });
    expect(await accepted.json()).toMatchObject({ acceptedDisclaimer: true, status: 'active' });
    expect(await (await call('GET', '/api/user/disclaimer-status', undefined, { cookie })).json()).toEqual({ accepted: true });
    expect((await row(user.id))?.status).toBe('active');
  });

  it('keeps other statuses as they are', async () => {
    const { user, cookie } = await signedIn('paidYearly');
    await call('POST', '/api/user/disclaimer-accepted', undefined, { cookie });
    expect((await row(user.id))?.status).toBe('premium');
  });
});

describe('newsletter', () => {
  it("subscribes and unsubscribes the member's own address", async () => {
    const { user, cookie } = await signedIn();
    const contact = { email: user.email, firstName: user.firstName, lastName: user.lastName };
    expect(await (await call('POST', '/api/newsletter/subscribe', contact, { cookie })).json()).toMatchObject({ newsletterSubscribed: true });
    const [listed] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
    expect(listed).toMatchObject({ userId: user.id, unsubscribedAt: null });
    expect(await (await call('POST', '/api/newsletter/unsubscribe', contact, { cookie })).json()).toMatchObject({ newsletterSubscribed: false });
    const [after] = await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email));
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("refuses someone else's address", async () => {
    const { cookie } = await signedIn();
    const response = await call('POST', '/api/newsletter/subscribe', { email: 'fremd@example.org' }, { cookie });
    expect(response.status).toBe(403);
    expect(await db().select().from(newsletterSubscriptions)).toEqual([]);
  });
});

describe('GET /api/user-stats/{userId}', () => {
  it('counts own activities, mastered activities, posts and likes received', async () => {
    const { user, cookie } = await signedIn('paidYearly');
    const [activity] = await db()
      .insert(activities)
      .values({
        authorId: user.id,
        lang: 'de',
        title: 'Suchspiel',
        description: 'd',
        content: 'c',
        difficulty: 'beginner',
        difficultyRank: 1,
        duration: 10,
        location: 'indoor',
        likes: 3,
      })
      .returning();
    await db().insert(posts).values({ authorId: user.id, type: 'post', content: 'Hallo Rudel!', lang: 'de', likes: 2 });
    await tickProgress(db(), (await createDog(db(), [user.id])).id, activity?.id ?? 0, { mastered: true });
    const response = await call('GET', `/api/user-stats/${user.id}`, undefined, { cookie });
    expect(await response.json()).toEqual({ activitiesCreated: 1, activitiesCompleted: 1, postsCreated: 1, likesReceived: 5, tier: 'premium' });
  });

  it("shows free for free members and refuses other users' statistics", async () => {
    const { user, cookie } = await signedIn('free');
    expect(await (await call('GET', `/api/user-stats/${user.id}`, undefined, { cookie })).json()).toMatchObject({ tier: 'free' });
    const other = await createUser(db(), 'free');
    expect((await call('GET', `/api/user-stats/${other.id}`, undefined, { cookie })).status).toBe(403);
  });
});
