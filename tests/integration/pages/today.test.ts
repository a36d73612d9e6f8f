/**
 * The loader of "Heute" (docs/decisions/037-today.md): a visitor goes to login and back, a member
 * sees the current dog's day, the trial offer when nobody pays for the dog, nothing for a member
 * without a dog; confirming a proposed mastery goes through the API and back to the list.
 */
import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { dogOwners, dogProgress } from '~/server/db/schema';
import { journalPageForms } from '~/server/forms/journal-post';
import { handlePagePost } from '~/server/forms/page-post';
import { loadToday } from '~/server/pages/today';
import { createActivity } from '../../factories/content';
import { createCourse, enrolDog } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { type SignedIn, signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';

const db = () => getDb(env.DB);

const load = async (member: SignedIn | null, locale: 'de' | 'en' = 'de', url = new URL('http://localhost/today')) =>
  loadToday({ viewer: await viewerOf(member), url, env, db: db(), locale, failure: null });

/** The page of a signed-in member (no redirect). */
async function loadFor(member: SignedIn, locale: 'de' | 'en' = 'de', url?: URL) {
  const page = await load(member, locale, url);
  if (page.redirect !== null) throw new Error(`a member was sent to ${page.redirect}`);
  return page;
}

describe('the Heute page', () => {
  it("offers a course's open steps after the due reviews, the session form first, the catalogue without a course, and a finished course's story", async () => {
    const member = await signedIn('paidMonthly');
    const dog = await createDog(db(), [member.user.id], { name: 'Fiete' });
    // Nothing started, no course: the invitation to the catalogue.
    let page = await loadFor(member, 'en');
    expect(page.today).toMatchObject({ courseSteps: [], finishedCourses: [], coursesFollowed: 0 });
    expect(page.coursesHref).toBe('/en/courses');
    const [sit, down] = await Promise.all(['Sitz', 'Platz'].map((title) => createActivity(db(), member.user.id, { title })));
    if (!sit || !down) throw new Error('activities missing');
    const { course } = await createCourse(db(), member.user.id, [[{ activityId: sit.id }], [{ activityId: down.id }]], { title: 'Grundkurs' });
    await enrolDog(db(), dog.id, course.id);
    page = await loadFor(member);
    expect(page.today?.courseSteps.map((step) => [step.course.title, step.activity.id, step.state])).toEqual([['Grundkurs', sit.id, 'open']]);
    // The course step is what "start training" opens, when no review is due.
    expect(page.first?.id).toBe(sit.id);
    expect(page.logHref(sit.id)).toBe(`/training?log=${sit.id}#log`);
    const { course: finished } = await createCourse(db(), member.user.id, [[{ activityId: down.id, goalSessions: 1 }]], { title: 'Kurz & gut' });
    await enrolDog(db(), dog.id, finished.id, { enrolledAt: new Date(Date.now() - 60_000) });
    await createSession(db(), { dogId: dog.id, activityId: down.id, userId: member.user.id });
    page = await loadFor(member);
    expect(page.today?.finishedCourses).toEqual([{ id: finished.id, title: 'Kurz & gut' }]);
    const share = new URL(page.shareHref('Kurz & gut'), 'http://localhost');
    expect(share.pathname).toBe('/community/create-post');
    expect(Object.fromEntries(share.searchParams)).toEqual({ type: 'success_story', text: 'Fiete hat den Kurs „Kurz & gut“ geschafft!' });
  });

  it('sends a visitor to login, coming back to Heute in their language', async () => {
    expect((await load(null)).redirect).toBe('/login?next=%2Ftoday');
    expect((await load(null, 'en')).redirect).toBe('/en/login?next=%2Fen%2Ftoday');
  });

  it('shows a member without a dog no day and no offer', async () => {
    const page = await loadFor(await signedIn('paidMonthly'));
    expect(page).toMatchObject({ redirect: null, status: 200, dog: null, today: null, locked: false });
  });

  it('offers the trial where nobody pays for the dog, with the journal on the example dog', async () => {
    const member = await signedIn('free');
    await createDog(db(), [member.user.id], { name: 'Fiete' });
    const page = await loadFor(member, 'en');
    expect(page).toMatchObject({ today: null, locked: true, upsell: 'Try 30 days free', welcome: null });
    expect(page.dog?.name).toBe('Fiete');
    expect(page.preview?.reviews.due.length).toBeGreaterThan(0);
  });

  it('welcomes a member straight after checkout, leading into the first session', async () => {
    const member = await signedIn('paidYearly');
    await createDog(db(), [member.user.id]);
    const welcomed = await loadFor(member, 'en', new URL('http://localhost/en/today?welcome=1'));
    expect(welcomed.welcome).toEqual({ name: member.user.firstName || member.user.username, trialing: false, firstSessionHref: '/en/activities' });
    expect([welcomed.preview, welcomed.upsell]).toEqual([null, null]);
    expect((await loadFor(member, 'en')).welcome).toBeNull();
  });

  it("shows the current dog's day, and links each activity into the training page's session form", async () => {
    const member = await signedIn('paidYearly', { timeZone: 'Europe/Berlin' });
    const first = await createDog(db(), [member.user.id], { name: 'Anton' });
    const second = await createDog(db(), [member.user.id], { name: 'Berta' });
    await db()
      .update(dogOwners)
      .set({ chosenAt: new Date() })
      .where(and(eq(dogOwners.dogId, second.id), eq(dogOwners.userId, member.user.id)));
    const activity = await createActivity(db(), member.user.id, { title: 'Sitz' });
    await createSession(db(), { dogId: second.id, activityId: activity.id, userId: member.user.id }, { repetitions: 10, successes: 4 });
    const page = await loadFor(member, 'en');
    expect(page.dogs.map((dog) => dog.id)).toEqual([first.id, second.id]);
    expect(page.today?.dog.name).toBe('Berta');
    expect(page.today?.continueWith.map((item) => item.activity.title)).toEqual(['Sitz']);
    expect(page.logHref(activity.id)).toBe(`/en/training?log=${activity.id}#log`);
  });

  it('confirms a proposed mastery through the API and goes back to the list', async () => {
    const member = await signedIn('paidYearly');
    const dog = await createDog(db(), [member.user.id]);
    const activity = await createActivity(db(), member.user.id);
    for (const [hoursAgo, setting] of [
      [5, 'home'],
      [4, 'park'],
      [3, 'home'],
    ] as const) {
      await createSession(
        db(),
        { dogId: dog.id, activityId: activity.id, userId: member.user.id },
        { startedAt: new Date(Date.now() - hoursAgo * 3_600_000), repetitions: 10, successes: 9, setting },
      );
    }
    expect((await loadFor(member)).today?.readyToConfirm.map((item) => item.activity.id)).toEqual([activity.id]);
    const form = { intent: 'master', dogId: String(dog.id), activityId: String(activity.id) };
    const request = fakePage('/today', { member, form });
    const user = (await viewerOf(member)).user;
    if (!user) throw new Error('no viewer');
    const posted = await handlePagePost(request, { env, here: '/today', ...journalPageForms(user, 'de', 'ready', 'dog-switcher') });
    await request.settled();
    expect(posted).toBeInstanceOf(Response);
    // Confirmed: the page comes back celebrating it.
    expect((posted as Response).headers.get('Location')).toBe(`/today?mastered=${activity.id}#celebration`);
    const [progress] = await db()
      .select({ mastered: dogProgress.mastered })
      .from(dogProgress)
      .where(and(eq(dogProgress.dogId, dog.id), eq(dogProgress.activityId, activity.id)));
    expect(progress?.mastered).toBe(true);
    expect((await loadFor(member)).today?.readyToConfirm).toEqual([]);
    expect((await loadFor(member, 'de', new URL(`http://localhost/today?mastered=${activity.id}`))).celebrated).toEqual({
      id: activity.id,
      title: activity.title,
    });
  });

  it("refuses to confirm for someone else's dog, with the message at the list", async () => {
    const owner = await signedIn('paidYearly');
    const dog = await createDog(db(), [owner.user.id]);
    const activity = await createActivity(db(), owner.user.id);
    const stranger = await signedIn('paidYearly');
    const request = fakePage('/today', { member: stranger, form: { intent: 'master', dogId: String(dog.id), activityId: String(activity.id) } });
    const user = (await viewerOf(stranger)).user;
    if (!user) throw new Error('no viewer');
    const posted = await handlePagePost(request, { env, here: '/today', ...journalPageForms(user, 'de', 'ready', 'dog-switcher') });
    await request.settled();
    if (posted instanceof Response || !posted) throw new Error('the post was not refused');
    expect(posted.status).toBe(404);
    const page = await loadToday({ viewer: await viewerOf(stranger), url: new URL('http://localhost/today'), env, db: db(), locale: 'de', failure: posted });
    if (page.redirect !== null) throw new Error('the member was sent away');
    expect(page.status).toBe(404);
    expect(page.confirmError).toMatchObject({ activityId: activity.id });
  });
});
