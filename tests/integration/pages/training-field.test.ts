/**
 * Field mode's loader and its one form (docs/decisions/043-field-mode.md): the current dog and the
 * activity of the address, or the dog's latest trained ones to choose from; an activity the member
 * cannot see is not found; a logged session comes back to the blank form, a refused one with every
 * field's problem.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { trainingSessions } from '~/server/db/schema';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { fieldModeIntents, loadTrainingField } from '~/server/pages/training-field';
import { translate } from '~/shared/messages';
import { createActivity } from '../../factories/content';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { signedIn, type SignedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';

const db = () => getDb(env.DB);
const failureOf = (posted: Response | PostFailure | null) => (posted instanceof Response ? null : posted);

async function load(member: SignedIn | null, path: string, failure: PostFailure | null = null) {
  return loadTrainingField({ viewer: await viewerOf(member), url: new URL(`http://localhost${path}`), env, db: db(), locale: 'de', failure });
}

/** A paid member with a dog and an activity. */
async function fieldMember() {
  const member = await signedIn('paidYearly', { timeZone: 'Europe/Berlin' });
  const dog = await createDog(db(), [member.user.id], { name: 'Rex' });
  const activity = await createActivity(db(), member.user.id, { title: 'Sitz im Park' });
  return { member, dog, activity };
}

/** Posts the log form to field mode as `member`, as the page's frontmatter does. */
async function post(member: SignedIn, path: string, form: Record<string, string>) {
  const page = fakePage(path, { member, form });
  const user = (await viewerOf(member)).user;
  if (!user) throw new Error('no viewer');
  const posted = await handlePagePost(page, { env, here: path, intents: fieldModeIntents(user, 'de') });
  await page.settled();
  return { page, posted };
}

const logForm = (dogId: number, activityId: number, overrides: Record<string, string> = {}) => ({
  intent: 'log',
  dogId: String(dogId),
  activityId: String(activityId),
  startedAt: '',
  durationMinutes: '5',
  result: 'rating',
  rating: '4',
  setting: 'park',
  distraction: 'high',
  ...overrides,
});

describe('field mode', () => {
  it('shows the current dog with the activity of the address and a blank form for it', async () => {
    const { member, dog, activity } = await fieldMember();
    const view = await load(member, `/training/field?activity=${activity.id}`);
    expect([view.status, view.dog?.id, view.activity, view.missing]).toEqual([200, dog.id, { id: activity.id, title: 'Sitz im Park' }, null]);
    expect(view.formValues).toMatchObject({ activityId: String(activity.id), setting: '', distraction: '', result: 'counts' });
    expect(view.exitHref).toBe(`/activities/${activity.id}`);
  });

  it('offers the activities the dog trained lately when the address names none, newest first', async () => {
    const { member, dog, activity } = await fieldMember();
    const newer = await createActivity(db(), member.user.id, { title: 'Hier' });
    const ids = { dogId: dog.id, userId: member.user.id };
    await createSession(db(), { ...ids, activityId: activity.id }, { startedAt: new Date(Date.now() - 3_600_000) });
    await createSession(db(), { ...ids, activityId: newer.id });
    await createSession(db(), { ...ids, activityId: activity.id }, { startedAt: new Date(Date.now() - 7_200_000) });
    const view = await load(member, '/training/field');
    expect(view.activities).toEqual([
      { id: newer.id, title: 'Hier' },
      { id: activity.id, title: 'Sitz im Park' },
    ]);
    expect([view.activity, view.exitHref]).toEqual([null, '/training']);
    // A dog that has trained nothing yet: nothing to offer, the page leads to the activities.
    const fresh = await signedIn('paidYearly');
    await createDog(db(), [fresh.user.id]);
    expect((await load(fresh, '/training/field')).activities).toEqual([]);
  });

  it('answers 404 for an activity that does not exist or is hidden, and offers nothing', async () => {
    const { member } = await fieldMember();
    const hidden = await createActivity(db(), member.user.id, { hiddenAt: new Date() });
    for (const path of ['/training/field?activity=999999', `/training/field?activity=${hidden.id}`]) {
      const view = await load(member, path);
      expect([view.status, view.missing, view.activities]).toEqual([404, 'not_found', []]);
    }
  });

  it('offers nothing to a visitor or to a member who may not keep a journal', async () => {
    const { activity } = await fieldMember();
    const visitor = await load(null, `/training/field?activity=${activity.id}`);
    expect([visitor.dog, visitor.activities, visitor.status]).toEqual([null, [], 200]);
    const free = await signedIn('free');
    await createDog(db(), [free.user.id]);
    const locked = await load(free, `/training/field?activity=${activity.id}`);
    expect([locked.dog?.mayTrack, locked.needsPremium, locked.activities]).toEqual([false, true, []]);
  });

  it('logs a session and comes back to the blank form at the note that it was logged', async () => {
    const { member, dog, activity } = await fieldMember();
    const path = `/training/field?activity=${activity.id}`;
    const { posted } = await post(member, path, logForm(dog.id, activity.id));
    expect([(posted as Response).status, (posted as Response).headers.get('location')]).toEqual([303, `${path}#field-logged`]);
    expect(await db().select({ rating: trainingSessions.rating, setting: trainingSessions.setting }).from(trainingSessions)).toEqual([
      { rating: 4, setting: 'park' },
    ]);
  });

  it('shows a refused session with every field’s problem and what was entered', async () => {
    const { member, dog, activity } = await fieldMember();
    const path = `/training/field?activity=${activity.id}`;
    const { page, posted } = await post(member, path, logForm(dog.id, activity.id, { setting: '', durationMinutes: '0' }));
    expect(page.response.status).toBe(400);
    const view = await load(member, path, failureOf(posted));
    expect(view.status).toBe(400);
    expect(view.formValues).toMatchObject({ result: 'rating', distraction: 'high', durationMinutes: '0' });
    expect(view.formErrors).toMatchObject({
      durationMinutes: translate('validation_session_duration', 'de'),
      setting: translate('validation_session_setting', 'de'),
    });
    expect(await db().select().from(trainingSessions)).toEqual([]);
  });

  it("refuses a session for someone else's dog as not found", async () => {
    const { member, activity } = await fieldMember();
    const stranger = await signedIn('paidYearly');
    const theirs = await createDog(db(), [stranger.user.id]);
    const path = `/training/field?activity=${activity.id}`;
    const { page } = await post(member, path, logForm(theirs.id, activity.id));
    expect(page.response.status).toBe(404);
    expect(await db().select().from(trainingSessions)).toEqual([]);
  });
});
