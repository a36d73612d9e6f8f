import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activities, activityLikes } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { apiClient, call } from '../request';

const db = () => getDb(env.DB);

const counters = async (id: number) => (await db().select().from(activities).where(eq(activities.id, id)))[0];

describe('GET /api/activities/{id}', () => {
  it("answers the activity with its author and the viewer's state, and counts a view once per member and day", async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id, { videoUrl: 'https://vimeo.com/123456789' }, ['nasenarbeit']);
    const reader = await signedIn('free');
    const first = await (await apiClient({ cookie: reader.cookie }).activities[':id'].$get({ param: { id: String(activity.id) } })).json();
    expect(first).toMatchObject({
      id: activity.id,
      tags: ['nasenarbeit'],
      views: 1,
      author: { id: author.id, username: author.username },
      viewer: { isLiked: false, progress: null },
      images: [],
      videoUrl: 'https://vimeo.com/123456789',
    });
    await call('GET', `/api/activities/${activity.id}`, undefined, { cookie: reader.cookie });
    expect((await counters(activity.id))?.views).toBe(1);
    const other = await signedIn('verified');
    await call('GET', `/api/activities/${activity.id}`, undefined, { cookie: other.cookie });
    expect((await counters(activity.id))?.views).toBe(2);
  });

  it('is for members: 401 for visitors, 404 with the spec text for unknown ids', async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    expect((await call('GET', `/api/activities/${activity.id}`)).status).toBe(401);
    const reader = await signedIn('free');
    const missing = await call('GET', '/api/activities/987654', undefined, { cookie: reader.cookie });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Aktivität nicht gefunden' });
  });
});

describe('activity likes', () => {
  it("like and unlike are separate calls; the like status is the member's own", async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    const fan = await signedIn('paidMonthly');
    const liked = await call('POST', `/api/activities/${activity.id}/like`, { userId: fan.user.id }, { cookie: fan.cookie });
    expect(await liked.json()).toEqual({ isLiked: true, likes: 1 });
    expect(await (await call('GET', `/api/activities/${activity.id}/like/${fan.user.id}`, undefined, { cookie: fan.cookie })).json()).toEqual({
      isLiked: true,
    });
    expect((await call('GET', `/api/activities/${activity.id}/like/${author.id}`, undefined, { cookie: fan.cookie })).status).toBe(403);
    expect(await (await call('POST', `/api/activities/${activity.id}/unlike`, {}, { cookie: fan.cookie })).json()).toEqual({ isLiked: false, likes: 0 });
    expect((await call('POST', '/api/activities/987654/like', {}, { cookie: fan.cookie })).status).toBe(404);
  });

  it('keeps the counter equal to the rows after 50 concurrent like and unlike requests', async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    const fans = await Promise.all(Array.from({ length: 10 }, () => signedIn('paidYearly')));
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const fan = fans[i % fans.length]!;
        return call('POST', `/api/activities/${activity.id}/${i % 3 === 0 ? 'unlike' : 'like'}`, {}, { cookie: fan.cookie });
      }),
    );
    const [rows] = await db().select({ n: count() }).from(activityLikes).where(eq(activityLikes.activityId, activity.id));
    expect(rows?.n).toBeGreaterThan(0);
    expect((await counters(activity.id))?.likes).toBe(rows?.n);
  });

  it('needs the first own activity for free members', async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    const newcomer = await signedIn('free');
    const refused = await call('POST', `/api/activities/${activity.id}/like`, {}, { cookie: newcomer.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'activity_like_locked' });
    await createActivity(db(), newcomer.user.id);
    expect((await call('POST', `/api/activities/${activity.id}/like`, {}, { cookie: newcomer.cookie })).status).toBe(200);
  });
});

describe('activity progress', () => {
  it('toggles tried, mastered and favorite independently; completions follow mastered', async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    const { user, cookie } = await signedIn('paidMonthly');
    const path = `/api/activity-progress/${user.id}/${activity.id}`;
    expect((await call('GET', path, undefined, { cookie })).status).toBe(404);
    expect(await (await call('POST', path, { tried: true }, { cookie })).json()).toEqual({
      activityId: activity.id,
      tried: true,
      mastered: false,
      favorite: false,
    });
    expect(await (await call('POST', path, { mastered: true }, { cookie })).json()).toEqual({
      activityId: activity.id,
      tried: true,
      mastered: true,
      favorite: false,
    });
    expect((await counters(activity.id))?.completions).toBe(1);
    await call('POST', path, { mastered: true, favorite: true }, { cookie });
    expect((await counters(activity.id))?.completions).toBe(1);
    await call('POST', path, { mastered: false }, { cookie });
    expect((await counters(activity.id))?.completions).toBe(0);
    expect(await (await call('GET', path, undefined, { cookie })).json()).toEqual({ activityId: activity.id, tried: true, mastered: false, favorite: true });
    expect(await (await call('GET', `/api/user-progress/${user.id}`, undefined, { cookie })).json()).toEqual([
      { activityId: activity.id, tried: true, mastered: false, favorite: true },
    ]);
    expect((await call('POST', path, {}, { cookie })).status).toBe(400);
    expect((await call('POST', `/api/activity-progress/${user.id}/987654`, { tried: true }, { cookie })).status).toBe(404);
  });

  it('is for paid members, about themselves', async () => {
    const author = await createUser(db(), 'free');
    const activity = await createActivity(db(), author.id);
    const free = await signedIn('free');
    const refused = await call('POST', `/api/activity-progress/${free.user.id}/${activity.id}`, { tried: true }, { cookie: free.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'activity_track_premium' });
    const paid = await signedIn('paidYearly');
    expect((await call('GET', `/api/user-progress/${free.user.id}`, undefined, { cookie: paid.cookie })).status).toBe(403);
  });
});
