/**
 * The community highscore (docs/decisions/051-highscore.md): points kept by triggers under
 * concurrent logging (the daily cap), edits and deletes; 25 for a mastery confirmed from evidence,
 * none for a tick by hand, taken back when unmarked; only dogs an owner shares are listed; the
 * following scope; ranks across pages; the guard before the query; the rows a page reads.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HIGHSCORE_PAGE_SIZE, MASTERY_POINTS, minutePoints, type HighscorePage } from '~/shared/highscore';
import { addDays, localDay, weekStart } from '~/shared/training/days';
import { getDb } from '~/server/db/client';
import { dogOwners, dogPoints, dogPointsDays, dogPointsWeeks, follows, trainingSessions, users } from '~/server/db/schema';
import { measure, sessionQueries } from '../../../bench/d1-meter';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const BERLIN = 'Europe/Berlin';

const highscore = async (member: SignedIn | null, query = '') => call('GET', `/api/highscore${query}`, undefined, member ? { cookie: member.cookie } : {});
const pageOf = async (member: SignedIn, query = '') => {
  const response = await highscore(member, query);
  expect(response.status).toBe(200);
  return (await response.json()) as HighscorePage;
};
const pointsOf = async (dogId: number) => {
  const [total] = await db().select({ points: dogPoints.points, listed: dogPoints.listed }).from(dogPoints).where(eq(dogPoints.dogId, dogId));
  const weeks = await db().select({ week: dogPointsWeeks.week, points: dogPointsWeeks.points }).from(dogPointsWeeks).where(eq(dogPointsWeeks.dogId, dogId));
  return { total, weeks };
};
const post = (member: SignedIn, dogId: number, activityId: number, minutes: number) =>
  call(
    'POST',
    `/api/dogs/${dogId}/sessions`,
    { activityId, durationMinutes: minutes, repetitions: 10, successes: 8, setting: 'home', distraction: 'low' },
    { cookie: member.cookie },
  );

/** A paid member who shares milestones, with a dog and an activity of their own. */
async function sharingOwner(overrides: Parameters<typeof signedIn>[1] = {}) {
  const member = await signedIn('paidYearly', { shareMilestones: true, ...overrides });
  const dog = await createDog(db(), [member.user.id], { name: `Hund ${member.user.id}` });
  const activity = await createActivity(db(), member.user.id);
  return { member, dog, activity };
}

describe('points kept by triggers', () => {
  it('counts a day up to 60 minute points however many sessions arrive at once, and follows edits and deletes', async () => {
    const { member, dog, activity } = await sharingOwner();
    const responses = await Promise.all(Array.from({ length: 30 }, () => post(member, dog.id, activity.id, 5)));
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(201));
    const today = localDay(new Date(), BERLIN);
    expect(await db().select().from(dogPointsDays).where(eq(dogPointsDays.dogId, dog.id))).toEqual([
      { dogId: dog.id, day: today, minutesPoints: minutePoints(30 * 5), masteryPoints: 0 },
    ]);
    expect(await pointsOf(dog.id)).toEqual({ total: { points: 60, listed: true }, weeks: [{ week: weekStart(today), points: 60 }] });

    // 150 minutes: deleting 20 sessions leaves 50, under the cap.
    const sessions = await db().select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.dogId, dog.id));
    for (const { id } of sessions.slice(0, 20)) expect((await call('DELETE', `/api/sessions/${id}`, undefined, { cookie: member.cookie })).status).toBe(204);
    expect((await pointsOf(dog.id)).total?.points).toBe(minutePoints(10 * 5));
    // An edit that lengthens one session reaches the cap again, and no further.
    const [kept] = sessions.slice(20);
    if (!kept) throw new Error('no session left');
    expect((await call('PATCH', `/api/sessions/${kept.id}`, { durationMinutes: 120 }, { cookie: member.cookie })).status).toBe(200);
    expect((await pointsOf(dog.id)).total?.points).toBe(60);
    // Moved to another day (in another week), its minutes count there, capped on their own.
    const lastWeek = addDays(weekStart(today), -3);
    await db().update(trainingSessions).set({ day: lastWeek }).where(eq(trainingSessions.id, kept.id));
    expect(await pointsOf(dog.id)).toEqual({
      total: { points: 45 + 60, listed: true },
      weeks: expect.arrayContaining([
        { week: weekStart(today), points: 45 },
        { week: weekStart(lastWeek), points: 60 },
      ]),
    });
  });

  it('gives 25 for a mastery the journal confirms, none for a tick by hand, and takes them back when unmarked', async () => {
    const { member, dog, activity } = await sharingOwner();
    const ticked = await createActivity(db(), member.user.id);
    const ids = { dogId: dog.id, activityId: activity.id, userId: member.user.id };
    // Evidence: the newest three sessions with a result at 80 % or more, in two settings (one minute each).
    const yesterday = addDays(localDay(new Date(), BERLIN), -1);
    for (const [index, setting] of (['home', 'garden', 'home'] as const).entries()) {
      await createSession(db(), ids, { startedAt: new Date(Date.now() - (3 - index) * 60_000), day: yesterday, durationMinutes: 1, setting });
    }
    const minutes = 3;
    expect((await pointsOf(dog.id)).total?.points).toBe(minutes);

    const mark = (activityId: number, mastered: boolean) => call('POST', `/api/dogs/${dog.id}/progress/${activityId}`, { mastered }, { cookie: member.cookie });
    expect((await mark(activity.id, true)).status).toBe(200);
    expect((await pointsOf(dog.id)).total?.points).toBe(minutes + MASTERY_POINTS);
    // Marking it again changes nothing; a tick by hand without evidence brings nothing.
    await mark(activity.id, true);
    expect((await mark(ticked.id, true)).status).toBe(200);
    expect((await pointsOf(dog.id)).total?.points).toBe(minutes + MASTERY_POINTS);
    // The mastery's points count on the day it was mastered: today, this week.
    const [day] = await db()
      .select({ mastery: dogPointsDays.masteryPoints })
      .from(dogPointsDays)
      .where(and(eq(dogPointsDays.dogId, dog.id), eq(dogPointsDays.day, localDay(new Date(), BERLIN))));
    expect(day?.mastery).toBe(MASTERY_POINTS);

    expect((await mark(activity.id, false)).status).toBe(200);
    expect((await pointsOf(dog.id)).total?.points).toBe(minutes);
  });
});

describe('GET /api/highscore', () => {
  it('refuses visitors and locked members before looking at the query, then checks it', async () => {
    const visitor = await highscore(null, '?period=bogus');
    expect([visitor.status, ((await visitor.json()) as { code: string }).code]).toEqual([401, 'community_login_required']);
    const first = await signedIn('free');
    const locked = await highscore(first, '?period=bogus');
    expect([locked.status, await locked.json()]).toMatchObject([403, { code: 'highscore_locked' }]);
    expect(
      ((await (await call('GET', '/api/highscore', undefined, { cookie: first.cookie, headers: { 'x-rudel-locale': 'en' } })).json()) as { message: string })
        .message,
    ).toBe('Create your first activity to unlock the highscore – or try Premium.');
    // The first own activity unlocks it.
    await createActivity(db(), first.user.id);
    expect((await highscore(first)).status).toBe(200);
    for (const [query, field] of [
      ['?period=month', 'period'],
      ['?scope=friends', 'scope'],
      ['?cursor=made-up', 'cursor'],
      [`?cursor=${'x'.repeat(201)}`, 'cursor'],
    ]) {
      const refused = await highscore(first, query);
      expect([refused.status, ((await refused.json()) as { field: string }).field]).toEqual([400, field]);
    }
    expect((await call('GET', '/api/highscore/1', undefined, { cookie: first.cookie })).status).toBe(404);
  });

  it('lists only dogs an owner shares, with the sharing owners, and marks the viewer’s own', async () => {
    const sharer = await sharingOwner();
    const hidden = await sharingOwner({ shareMilestones: false });
    const coOwner = await createUser(db(), 'free');
    await db().insert(dogOwners).values({ dogId: sharer.dog.id, userId: coOwner.id });
    await createSession(
      db(),
      { dogId: sharer.dog.id, activityId: sharer.activity.id, userId: sharer.member.user.id },
      { day: localDay(new Date(), BERLIN), durationMinutes: 20 },
    );
    await createSession(
      db(),
      { dogId: hidden.dog.id, activityId: hidden.activity.id, userId: hidden.member.user.id },
      { day: localDay(new Date(), BERLIN), durationMinutes: 40 },
    );

    const page = await pageOf(hidden.member);
    expect(page.items).toEqual([
      {
        rank: 1,
        points: 20,
        dog: { id: sharer.dog.id, name: sharer.dog.name, breed: 'Labrador', photo: null },
        owners: [sharer.member.user.username],
        mine: false,
      },
    ]);
    expect([page.period, page.scope, page.week, page.nextCursor]).toEqual(['week', 'everyone', weekStart(localDay(new Date(), BERLIN)), null]);

    // Sharing lists the dog at once (its points were kept all along); the owner sees it as theirs.
    await db().update(users).set({ shareMilestones: true }).where(eq(users.id, hidden.member.user.id));
    expect((await pageOf(hidden.member, '?period=all')).items.map(({ dog, points, mine }) => [dog.id, points, mine])).toEqual([
      [hidden.dog.id, 40, true],
      [sharer.dog.id, 20, false],
    ]);
    // A co-owner who shares keeps a dog listed when the other stops; only sharing owners are named.
    await db().update(users).set({ shareMilestones: true }).where(eq(users.id, coOwner.id));
    await db().update(users).set({ shareMilestones: false }).where(eq(users.id, sharer.member.user.id));
    expect((await pageOf(hidden.member)).items.find((item) => item.dog.id === sharer.dog.id)?.owners).toEqual([coOwner.username]);
    await db().update(users).set({ shareMilestones: false }).where(eq(users.id, coOwner.id));
    expect((await pageOf(hidden.member)).items.map((item) => item.dog.id)).toEqual([hidden.dog.id]);
  });

  it('narrows to the dogs of members the viewer follows', async () => {
    const viewer = await sharingOwner();
    const followed = await sharingOwner();
    const stranger = await sharingOwner();
    const today = localDay(new Date(), BERLIN);
    for (const { member, dog, activity } of [viewer, followed, stranger]) {
      await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: member.user.id }, { day: today, durationMinutes: 10 });
    }
    expect((await pageOf(viewer.member, '?scope=following')).items).toEqual([]);
    await db().insert(follows).values({ actorId: viewer.member.user.id, targetId: followed.member.user.id });
    expect((await pageOf(viewer.member, '?scope=following')).items.map((item) => item.dog.id)).toEqual([followed.dog.id]);
    expect((await pageOf(viewer.member, '?scope=following&period=all')).items.map((item) => item.dog.id)).toEqual([followed.dog.id]);
    expect((await pageOf(viewer.member)).items).toHaveLength(3);
  });

  it('pages by cursor with ranks that share equal points, reading rows bounded by the page', async () => {
    const viewer = await signedIn('paidMonthly');
    const owner = await signedIn('paidYearly', { shareMilestones: true });
    const activity = await createActivity(db(), owner.user.id);
    const today = localDay(new Date(), BERLIN);
    // 24 dogs: 50, 49, 49, 48, … points.
    const minutes = [50, 49, 49, ...Array.from({ length: 21 }, (_, i) => 48 - i)];
    for (const [index, length] of minutes.entries()) {
      const dog = await createDog(db(), [owner.user.id], { name: `Hund ${index}` });
      await createSession(db(), { dogId: dog.id, activityId: activity.id, userId: owner.user.id }, { day: today, durationMinutes: length });
    }
    // 500 dogs whose owner does not share, each ahead of every listed one: a page never reads them.
    const quiet = await createUser(db(), 'paidYearly');
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500) INSERT INTO dogs (name, created_by) SELECT 'Still ' || i, ? FROM n`,
    )
      .bind(quiet.id)
      .run();
    await env.DB.prepare('INSERT INTO dog_owners (dog_id, user_id) SELECT id, created_by FROM dogs WHERE created_by = ?').bind(quiet.id).run();
    await env.DB.prepare(
      `INSERT INTO training_sessions (dog_id, activity_id, user_id, started_at, day, duration_minutes, setting, distraction)
       SELECT id, ?, created_by, ?, ?, 60, 'home', 'low' FROM dogs WHERE created_by = ?`,
    )
      .bind(activity.id, Date.now(), today, quiet.id)
      .run();

    const first = await pageOf(viewer);
    expect(first.items).toHaveLength(HIGHSCORE_PAGE_SIZE);
    expect(first.items.slice(0, 4).map(({ rank, points }) => [rank, points])).toEqual([
      [1, 50],
      [2, 49],
      [2, 49],
      [4, 48],
    ]);
    if (!first.nextCursor) throw new Error('no second page');
    const second = await pageOf(viewer, `?cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(second.items.map(({ rank, points }) => [rank, points])).toEqual([
      [21, 31],
      [22, 30],
      [23, 29],
      [24, 28],
    ]);
    expect(second.nextCursor).toBeNull();

    const { result } = await measure('highscore', '/api/highscore', viewer.cookie, await sessionQueries(viewer.cookie));
    expect(result.roundTrips).toBeLessThanOrEqual(3);
    // A page and one, each with its dog, owner and account, and the viewer's ownership: never the 524 dogs.
    expect(result.rowsRead - result.sessionRowsRead).toBeLessThanOrEqual((HIGHSCORE_PAGE_SIZE + 1) * 6 + 20);
  });
});
