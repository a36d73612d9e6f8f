import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activities, activityImages, activityTags, users } from '~/server/db/schema';
import { activityInput, createActivity } from '../../factories/content';
import { pngBytes } from '../../factories/images';
import { signedIn } from '../../factories/sessions';
import { apiClient, call, uploadImage } from '../request';

const db = () => getDb(env.DB);

async function uploadPicture(cookie: string): Promise<string> {
  const { medium } = await (await uploadImage(pngBytes(300, 200), 'bild.png', cookie)).json();
  if (!medium) throw new Error('the upload answered no picture');
  return medium;
}
const inR2 = async (url: string) => (await env.MEDIA.head(url.replace(/^\/media\//, ''))) !== null;

describe('PATCH /api/activities/{id}', () => {
  it('changes the given fields by the edit rules and replaces tags', async () => {
    const { user, cookie } = await signedIn('free');
    const activity = await createActivity(db(), user.id, {}, ['alt']);
    const response = await call(
      'PATCH',
      `/api/activities/${activity.id}`,
      { description: 'x'.repeat(900), duration: 1440, content: 'Kurz.', tags: ['Neu'], difficulty: 'advanced' },
      { cookie },
    );
    expect(response.status).toBe(200);
    const [row] = await db().select().from(activities).where(eq(activities.id, activity.id));
    expect(row).toMatchObject({ duration: 1440, content: 'Kurz.', difficulty: 'advanced', difficultyRank: 3, title: activity.title });
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(activity.updatedAt.getTime());
    expect(await db().select({ tag: activityTags.tag }).from(activityTags).where(eq(activityTags.activityId, activity.id))).toEqual([{ tag: 'neu' }]);
  });

  it.each([
    [{ duration: 1441 }, 'Dauer darf maximal 1440 Minuten betragen'],
    [{ description: 'x'.repeat(1001) }, 'Beschreibung muss unter 1000 Zeichen sein'],
    [{ content: '  ' }, 'Inhalt ist erforderlich'],
    [{ title: '' }, 'Titel ist erforderlich'],
  ])('refuses %o with the spec message', async (change, message) => {
    const { user, cookie } = await signedIn('free');
    const activity = await createActivity(db(), user.id);
    const response = await call('PATCH', `/api/activities/${activity.id}`, change, { cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message });
  });

  it('lets only the author, moderators and admins edit', async () => {
    const author = await signedIn('free');
    const activity = await createActivity(db(), author.user.id);
    const other = await signedIn('paidYearly');
    const refused = await call('PATCH', `/api/activities/${activity.id}`, { title: 'Übernommen' }, { cookie: other.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: 'Sie können nur Ihre eigenen Aktivitäten bearbeiten' });
    for (const state of ['moderator', 'admin'] as const) {
      const staff = await signedIn(state);
      expect((await call('PATCH', `/api/activities/${activity.id}`, { title: `Von ${state}` }, { cookie: staff.cookie })).status).toBe(200);
    }
    expect((await call('PATCH', '/api/activities/987654', { title: 'x' }, { cookie: author.cookie })).status).toBe(404);
  });

  it('adds and removes pictures; removed ones leave R2', async () => {
    const { cookie } = await signedIn('free');
    const first = await uploadPicture(cookie);
    const created = await call('POST', '/api/activities', activityInput({ images: [first] }), { cookie });
    const { id } = (await created.json()) as { id: number };
    const second = await uploadPicture(cookie);
    expect((await call('PATCH', `/api/activities/${id}`, { images: [second] }, { cookie })).status).toBe(200);
    const rows = await db().select().from(activityImages).where(eq(activityImages.activityId, id));
    expect(rows.map((r) => `/media/${r.mediumKey}`)).toEqual([second]);
    expect(await inR2(first)).toBe(false);
    expect(await inR2(second)).toBe(true);
    // A moderator keeps the author's picture while editing.
    const moderator = await signedIn('moderator');
    expect((await call('PATCH', `/api/activities/${id}`, { images: [second], title: 'Neu' }, { cookie: moderator.cookie })).status).toBe(200);
    expect(await inR2(second)).toBe(true);
  });
});

describe('DELETE /api/activities/{id}', () => {
  it('deletes the activity, its pictures in R2, and counts it off the author', async () => {
    const { user, cookie } = await signedIn('free');
    const picture = await uploadPicture(cookie);
    const { id } = (await (await call('POST', '/api/activities', activityInput({ images: [picture] }), { cookie })).json()) as { id: number };
    const stranger = await signedIn('free');
    expect((await call('DELETE', `/api/activities/${id}`, undefined, { cookie: stranger.cookie })).status).toBe(403);
    expect((await call('DELETE', `/api/activities/${id}`, undefined, { cookie })).status).toBe(204);
    expect(await db().select().from(activities).where(eq(activities.id, id))).toEqual([]);
    expect(await inR2(picture)).toBe(false);
    const [author] = await db().select().from(users).where(eq(users.id, user.id));
    expect(author?.activitiesCreated).toBe(0);
  });
});

describe('activity management', () => {
  async function scene() {
    const alice = await signedIn('free');
    const bob = await signedIn('free');
    await createActivity(db(), alice.user.id, { title: 'Test Rückruf' });
    await createActivity(db(), alice.user.id, { title: 'Sitz', description: 'Nur ein TEST-Eintrag' });
    await createActivity(db(), alice.user.id, { title: 'Platz' });
    await createActivity(db(), bob.user.id, { title: 'Bobs test' });
    await createActivity(db(), bob.user.id, { title: 'Bobs Pfötchen' });
    return { alice, bob };
  }
  const names = async (kind: 'test' | 'real', cookie: string, q = '') =>
    (await (await apiClient({ cookie }).activities.manage.$get({ query: { kind, q } })).json()).activities.map((a) => a.title).sort();

  it('splits test and real activities; members see their own, moderators all', async () => {
    const { alice } = await scene();
    expect(await names('test', alice.cookie)).toEqual(['Sitz', 'Test Rückruf']);
    expect(await names('real', alice.cookie)).toEqual(['Platz']);
    const moderator = await signedIn('moderator');
    expect(await names('test', moderator.cookie)).toEqual(['Bobs test', 'Sitz', 'Test Rückruf']);
    expect(await names('real', moderator.cookie, 'pfötchen')).toEqual(['Bobs Pfötchen']);
    expect((await apiClient().activities.manage.$get({ query: { kind: 'test' } })).status).toBe(401);
  });

  const preview = async (cookie: string) => (await apiClient({ cookie }).activities.test.$get()).json();
  const deleteTests = async (cookie: string, ids: number[]) => (await apiClient({ cookie }).activities.test.$delete({ json: { ids } })).json();

  it('deletes the listed test activities in scope only', async () => {
    const { alice, bob } = await scene();
    const aliceTests = await preview(alice.cookie);
    expect(aliceTests.activities.map((a) => a.title).sort()).toEqual(['Sitz', 'Test Rückruf']);
    expect(
      await deleteTests(
        alice.cookie,
        aliceTests.activities.map((a) => a.id),
      ),
    ).toEqual({ deleted: 2 });
    expect(await names('test', bob.cookie)).toEqual(['Bobs test']);
    const admin = await signedIn('admin');
    const all = await preview(admin.cookie);
    expect(all).toMatchObject({ activities: [expect.objectContaining({ title: 'Bobs test' })], more: false });
    expect(
      await deleteTests(
        admin.cookie,
        all.activities.map((a) => a.id),
      ),
    ).toEqual({ deleted: 1 });
    expect(await names('real', admin.cookie)).toEqual(['Bobs Pfötchen', 'Platz']);
  });

  it('deletes exactly the confirmed ids that still are test activities the caller may manage, audited', async () => {
    const { alice, bob } = await scene();
    const [first, second] = (await preview(alice.cookie)).activities;
    const real = (await db().select({ id: activities.id }).from(activities).where(eq(activities.title, 'Platz')))[0]?.id ?? 0;
    const bobs = (await preview(bob.cookie)).activities[0]?.id ?? 0;
    // Only the first of her two is confirmed; her real one and Bob's test are not hers to delete this way.
    expect(await deleteTests(alice.cookie, [first?.id ?? 0, real, bobs])).toEqual({ deleted: 1 });
    expect((await preview(alice.cookie)).activities).toEqual([second]);
    expect(await names('real', alice.cookie)).toEqual(['Platz']);
    expect(await names('test', bob.cookie)).toEqual(['Bobs test']);
    const audit = await env.DB.prepare("SELECT actor_id, target_id FROM audit_log WHERE action = 'test_activities_deleted'").all<{
      actor_id: number;
      target_id: number;
    }>();
    expect(audit.results).toEqual([{ actor_id: alice.user.id, target_id: first?.id }]);
    expect((await apiClient({ cookie: alice.cookie }).activities.test.$delete({ json: { ids: [] } })).status).toBe(400);
    expect((await call('DELETE', '/api/activities/test', undefined, { cookie: alice.cookie })).status).toBe(400);
  });
});
