/**
 * Progress per dog (docs/decisions/022-dogs.md): the dog rule of the shared policy through the API,
 * co-owners ticking at once, completions counting dogs, and the legacy progress routes on the
 * member's current dog. The expected table is written out here, independent of src/shared/policy.ts.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DogProfile } from '~/shared/dogs';
import { getDb } from '~/server/db/client';
import { activities, dogProgress, dogs } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
const completions = async (id: number) => (await db().select({ n: activities.completions }).from(activities).where(eq(activities.id, id)))[0]?.n;

type Actor = 'creator' | 'coOwner' | 'stranger';
type State = 'active' | 'suspended' | 'inactive';
/** [who acts, acting member paid, the other owner paid, acting member's state] → may track (read and write progress). */
const TABLE: Array<[Actor, boolean, boolean, State, boolean]> = [
  ['creator', true, true, 'active', true],
  ['creator', true, false, 'active', true],
  ['creator', false, true, 'active', true],
  ['creator', false, false, 'active', false],
  ['coOwner', true, true, 'active', true],
  ['coOwner', true, false, 'active', true],
  ['coOwner', false, true, 'active', true],
  ['coOwner', false, false, 'active', false],
  ['stranger', true, true, 'active', false],
  ['stranger', false, true, 'active', false],
  ['creator', true, true, 'suspended', false],
  ['coOwner', false, true, 'suspended', false],
  ['creator', true, false, 'inactive', false],
  ['coOwner', false, true, 'inactive', false],
];

describe('the dog rule through the API', () => {
  it.each(TABLE)('%s, paid %s, other owner paid %s, %s → may track %s', async (who, selfPaid, otherPaid, state, allowed) => {
    const overrides = state === 'suspended' ? { suspendedUntil: new Date(Date.now() + 60_000) } : state === 'inactive' ? { status: 'verified' as const } : {};
    const actor = await signedIn(selfPaid ? 'paidMonthly' : 'free', overrides);
    const other = await createUser(db(), otherPaid ? 'paidYearly' : 'free');
    const owners = who === 'creator' ? [actor.user.id, other.id] : who === 'coOwner' ? [other.id, actor.user.id] : [other.id];
    const dog = await createDog(db(), owners);
    const activity = await createActivity(db(), other.id);
    const write = await call('POST', `/api/dogs/${dog.id}/progress/${activity.id}`, { tried: true }, { cookie: actor.cookie });
    const read = await call('GET', `/api/dogs/${dog.id}/progress`, undefined, { cookie: actor.cookie });
    if (allowed) {
      expect(write.status).toBe(200);
      expect(await write.json()).toEqual({ dogId: dog.id, activityId: activity.id, tried: true, mastered: false });
      expect(await read.json()).toEqual({ dogId: dog.id, progress: [{ activityId: activity.id, tried: true, mastered: false }] });
      const listed = (await (await call('GET', '/api/dogs', undefined, { cookie: actor.cookie })).json()) as DogProfile[];
      expect(listed[0]?.mayTrack).toBe(true);
      return;
    }
    // Not an owner: the dog does not exist for them. An owner without the right: 403 (suspended: the suspension).
    const expected = who === 'stranger' && state === 'active' ? 404 : 403;
    expect([write.status, state === 'active' ? read.status : expected]).toEqual([expected, expected]);
    if (who !== 'stranger' && state === 'active') expect(await write.json()).toMatchObject({ code: 'dog_track_premium' });
    expect(await db().select().from(dogProgress)).toEqual([]);
  });
});

describe('POST /api/dogs/{id}/progress/{activityId}', () => {
  it('sets tried and mastered independently; completions count dogs, not members', async () => {
    const lena = await signedIn('paidYearly');
    const ben = await signedIn('free');
    const balu = await createDog(db(), [lena.user.id, ben.user.id]);
    const frida = await createDog(db(), [lena.user.id]);
    const activity = await createActivity(db(), lena.user.id);
    await call('POST', `/api/dogs/${balu.id}/progress/${activity.id}`, { mastered: true }, { cookie: lena.cookie });
    expect(await completions(activity.id)).toBe(1);
    // The co-owner ticks the same dog: still one dog.
    expect(await (await call('POST', `/api/dogs/${balu.id}/progress/${activity.id}`, { tried: true }, { cookie: ben.cookie })).json()).toEqual({
      dogId: balu.id,
      activityId: activity.id,
      tried: true,
      mastered: true,
    });
    expect(await completions(activity.id)).toBe(1);
    await call('POST', `/api/dogs/${frida.id}/progress/${activity.id}`, { mastered: true }, { cookie: lena.cookie });
    expect(await completions(activity.id)).toBe(2);
    await call('POST', `/api/dogs/${balu.id}/progress/${activity.id}`, { mastered: false }, { cookie: ben.cookie });
    expect(await completions(activity.id)).toBe(1);
    await call('DELETE', `/api/dogs/${frida.id}`, undefined, { cookie: lena.cookie });
    expect(await completions(activity.id)).toBe(0);
    expect((await call('POST', `/api/dogs/${balu.id}/progress/${activity.id}`, {}, { cookie: lena.cookie })).status).toBe(400);
    expect((await call('POST', `/api/dogs/${balu.id}/progress/${activity.id}`, { favorite: true }, { cookie: lena.cookie })).status).toBe(400);
    expect((await call('POST', `/api/dogs/${balu.id}/progress/987654`, { tried: true }, { cookie: lena.cookie })).status).toBe(404);
  });

  it('keeps one row and an exact counter when two co-owners tick the same activity at once', async () => {
    const lena = await signedIn('paidYearly');
    const ben = await signedIn('free');
    const balu = await createDog(db(), [lena.user.id, ben.user.id]);
    const activity = await createActivity(db(), lena.user.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', `/api/dogs/${balu.id}/progress/${activity.id}`, i % 2 === 0 ? { mastered: true } : { tried: true }, {
          cookie: i % 2 === 0 ? lena.cookie : ben.cookie,
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await db().select({ tried: dogProgress.tried, mastered: dogProgress.mastered }).from(dogProgress)).toEqual([{ tried: true, mastered: true }]);
    expect(await completions(activity.id)).toBe(1);
  });
});

describe('the legacy progress routes use the current dog', () => {
  it('write and read the current dog, favourites stay with the member across dogs', async () => {
    const { user, cookie } = await signedIn('paidMonthly');
    const balu = await createDog(db(), [user.id], { name: 'Balu' });
    const frida = await createDog(db(), [user.id], { name: 'Frida' });
    const activity = await createActivity(db(), user.id);
    const legacy = `/api/activity-progress/${user.id}/${activity.id}`;
    expect(await (await call('POST', legacy, { tried: true, favorite: true }, { cookie })).json()).toEqual({
      activityId: activity.id,
      tried: true,
      mastered: false,
      favorite: true,
    });
    expect(await db().select({ dogId: dogProgress.dogId }).from(dogProgress)).toEqual([{ dogId: balu.id }]);
    await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: frida.id }, { cookie });
    expect(await (await call('GET', legacy, undefined, { cookie })).json()).toEqual({ activityId: activity.id, tried: false, mastered: false, favorite: true });
    await call('POST', legacy, { mastered: true }, { cookie });
    expect(await (await call('GET', `/api/dogs/${frida.id}/progress`, undefined, { cookie })).json()).toEqual({
      dogId: frida.id,
      progress: [{ activityId: activity.id, tried: false, mastered: true }],
    });
    expect(await (await call('GET', `/api/user-progress/${user.id}`, undefined, { cookie })).json()).toEqual([
      { activityId: activity.id, tried: false, mastered: true, favorite: true },
    ]);
    const detail = (await (await call('GET', `/api/activities/${activity.id}`, undefined, { cookie })).json()) as { viewer: unknown };
    expect(detail.viewer).toMatchObject({ progress: { tried: false, mastered: true, favorite: true } });
    await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: balu.id }, { cookie });
    expect(await (await call('GET', `/api/user-progress/${user.id}`, undefined, { cookie })).json()).toEqual([
      { activityId: activity.id, tried: true, mastered: false, favorite: true },
    ]);
    expect(await completions(activity.id)).toBe(1);
  });

  it('give a member who tracks before adding a dog one named in their language', async () => {
    const activity = await createActivity(db(), (await createUser(db(), 'free')).id);
    for (const [locale, name] of [
      ['de', 'Mein Hund'],
      ['en', 'My dog'],
    ] as const) {
      const { user, cookie } = await signedIn('paidYearly', { locale });
      expect((await call('POST', `/api/activity-progress/${user.id}/${activity.id}`, { mastered: true }, { cookie })).status).toBe(200);
      const listed = (await (await call('GET', '/api/dogs', undefined, { cookie })).json()) as DogProfile[];
      expect(listed.map((d) => [d.name, d.isCurrent])).toEqual([[name, true]]);
    }
    expect(await completions(activity.id)).toBe(2);
    // A favourite alone makes no dog.
    const { user, cookie } = await signedIn('paidYearly');
    await call('POST', `/api/activity-progress/${user.id}/${activity.id}`, { favorite: true }, { cookie });
    expect(await db().select().from(dogs).where(eq(dogs.createdBy, user.id))).toEqual([]);
  });

  it('make one first dog even for parallel first ticks', async () => {
    const { user, cookie } = await signedIn('paidYearly');
    const activity = await createActivity(db(), user.id);
    const statuses = (
      await Promise.all(Array.from({ length: 10 }, () => call('POST', `/api/activity-progress/${user.id}/${activity.id}`, { tried: true }, { cookie })))
    ).map((r) => r.status);
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await db().select({ id: dogs.id }).from(dogs)).length).toBe(1);
    expect((await db().select().from(dogProgress)).length).toBe(1);
  });

  it('follow the dog rule: a free co-owner tracks a dog a paid owner covers, but favourites need their own premium', async () => {
    const paid = await createUser(db(), 'paidYearly');
    const { user, cookie } = await signedIn('free');
    const activity = await createActivity(db(), paid.id);
    const legacy = `/api/activity-progress/${user.id}/${activity.id}`;
    const refused = await call('POST', legacy, { tried: true }, { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'activity_track_premium' });
    expect(await db().select().from(dogs)).toEqual([]);
    await createDog(db(), [paid.id, user.id]);
    expect(await (await call('POST', legacy, { tried: true }, { cookie })).json()).toEqual({
      activityId: activity.id,
      tried: true,
      mastered: false,
      favorite: false,
    });
    expect((await call('POST', legacy, { favorite: true }, { cookie })).status).toBe(403);
    const own = await createDog(db(), [user.id], { name: 'Frida' });
    await call('PUT', `/api/users/${user.id}/current-dog`, { dogId: own.id }, { cookie });
    expect((await call('POST', legacy, { tried: true }, { cookie })).status).toBe(403);
    expect((await call('GET', `/api/user-progress/${user.id}`, undefined, { cookie })).status).toBe(403);
  });
});
