import { env } from 'cloudflare:workers';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activities, activityImages, activityTags, users } from '~/server/db/schema';
import { activityInput, createActivity } from '../../factories/content';
import { pngBytes } from '../../factories/images';
import { signedIn } from '../../factories/sessions';
import type { UserState } from '../../factories/users';
import { call, uploadImage } from '../request';

const db = () => getDb(env.DB);

/** A signed-in member who already wrote `existing` activities, for the creation limits. */
async function withActivities(state: UserState, existing: number) {
  const member = await signedIn(state);
  for (let i = 0; i < existing; i += 1) await createActivity(db(), member.user.id, { title: `Vorhanden ${i}` });
  return member;
}

const create = (cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  call('POST', '/api/activities', body, { ...(cookie ? { cookie } : {}), headers });

const activityCount = async (authorId: number) => (await db().select({ n: count() }).from(activities).where(eq(activities.authorId, authorId)))[0]?.n;

describe('POST /api/activities', () => {
  it('creates the activity with its tags, as the session user, never official or approved', async () => {
    const { user, cookie } = await signedIn('free');
    expect((await create(cookie, activityInput({ authorId: user.id + 1000 }))).status).toBe(403);
    const response = await create(
      cookie,
      activityInput({ tags: [' Nasenarbeit ', 'nasenarbeit', '', 'Regen Tag'], authorId: user.id, isOfficial: true, isApproved: true }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await db().select().from(activities).where(eq(activities.id, id));
    expect(row).toMatchObject({ authorId: user.id, isOfficial: false, isApproved: false, lang: 'de', difficultyRank: 1 });
    const tags = await db().select({ tag: activityTags.tag }).from(activityTags).where(eq(activityTags.activityId, id));
    expect(tags.map((t) => t.tag).sort()).toEqual(['nasenarbeit', 'regen tag']);
    const [author] = await db().select().from(users).where(eq(users.id, user.id));
    expect(author?.activitiesCreated).toBe(1);
  });

  it.each([
    [{ title: '' }, 'title', 'Titel ist erforderlich'],
    [{ title: 'x'.repeat(101) }, 'title', 'Titel muss unter 100 Zeichen sein'],
    [{ description: '   ' }, 'description', 'Beschreibung ist erforderlich'],
    [{ description: 'x'.repeat(501) }, 'description', 'Beschreibung muss unter 500 Zeichen sein'],
    [{ content: 'Zu kurz.' }, 'content', 'Inhalt muss mindestens 100 Zeichen lang sein'],
    [{ duration: 0 }, 'duration', 'Dauer muss mindestens 1 Minute betragen'],
    [{ duration: 301 }, 'duration', 'Dauer darf maximal 300 Minuten betragen'],
    [{ duration: undefined }, 'duration', 'Dauer ist erforderlich'],
    [{ difficulty: 'expert' }, 'difficulty', 'Bitte wähle einen Schwierigkeitsgrad'],
    [{ location: 'space' }, 'location', 'Bitte wähle einen Ort'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'tags', 'Höchstens 10 Tags'],
    [{ tags: ['x'.repeat(31)] }, 'tags', 'Ein Tag darf höchstens 30 Zeichen haben'],
    [{ videoUrl: 'https://example.org/video.mp4' }, 'videoUrl', 'Nur Links zu YouTube oder Vimeo'],
  ])('refuses %o on %s with the spec message', async (change, field, message) => {
    const { user, cookie } = await signedIn('free');
    const response = await create(cookie, activityInput(change));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field, message });
    expect(await activityCount(user.id)).toBe(0);
  });

  it('answers in English for English readers', async () => {
    const { cookie } = await signedIn('free');
    const response = await create(cookie, activityInput({ title: '' }), { 'x-rudel-locale': 'en' });
    expect(await response.json()).toMatchObject({ message: 'Title is required' });
  });

  it('accepts a duration typed as text and keeps a YouTube link', async () => {
    const { cookie } = await signedIn('free');
    const response = await create(cookie, activityInput({ duration: '45', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [row] = await db().select().from(activities).where(eq(activities.id, id));
    expect(row).toMatchObject({ duration: 45, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  });

  it('stops a free member at 5 and a pending-payment member at 1, with the limit message', async () => {
    const free = await withActivities('free', 4);
    expect((await create(free.cookie, activityInput())).status).toBe(201);
    const refused = await create(free.cookie, activityInput());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'activity_limit_reached' });
    expect(await activityCount(free.user.id)).toBe(5);

    const pending = await signedIn('pendingPayment');
    expect((await create(pending.cookie, activityInput())).status).toBe(201);
    expect((await create(pending.cookie, activityInput())).status).toBe(403);
    expect(await activityCount(pending.user.id)).toBe(1);
  });

  it('lets exactly one of 10 concurrent creates through at 4 existing', async () => {
    const { user, cookie } = await withActivities('free', 4);
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(cookie, activityInput())));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(await activityCount(user.id)).toBe(5);
    const [author] = await db().select().from(users).where(eq(users.id, user.id));
    expect(author?.activitiesCreated).toBe(5);
  });

  it('has no limit for paid members', async () => {
    const { cookie } = await withActivities('paidMonthly', 7);
    expect((await create(cookie, activityInput())).status).toBe(201);
  });

  it('is for members who accepted the disclaimer', async () => {
    expect((await create(undefined, activityInput())).status).toBe(401);
    const verified = await signedIn('verified');
    const refused = await create(verified.cookie, activityInput());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'activity_create_not_allowed' });
  });

  it("attaches the member's own uploads in order, and refuses someone else's", async () => {
    const { user, cookie } = await signedIn('free');
    const uploaded = [];
    for (const size of [400, 300]) {
      uploaded.push((await (await uploadImage(pngBytes(size, 200), 'bild.png', cookie)).json()).medium);
    }
    const response = await create(cookie, activityInput({ images: uploaded }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const rows = await db().select().from(activityImages).where(eq(activityImages.activityId, id)).orderBy(activityImages.position);
    expect(rows.map((r) => `/media/${r.mediumKey}`)).toEqual(uploaded);
    expect(rows[0]).toMatchObject({ width: 400, height: 200 });

    const other = await signedIn('free');
    const stolen = await create(other.cookie, activityInput({ images: [uploaded[0]] }));
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toMatchObject({ code: 'image_not_yours', field: 'images' });
    expect(await activityCount(other.user.id)).toBe(0);
    expect(await activityCount(user.id)).toBe(1);
  });
});
