/**
 * The course pages (docs/decisions/044-courses.md, 046-following-courses.md): the catalogue's
 * filters by tag, language and the current dog's age; a course's page for a visitor, a member whose
 * dog nobody pays for, and a paying member who starts, pauses, resumes and leaves the course
 * through the page's plain forms; someone else's draft is not found.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { courseTags } from '~/server/db/schema';
import { courseIntents } from '~/server/forms/course-post';
import { handlePagePost, type PostFailure } from '~/server/forms/page-post';
import { loadCatalogue, loadCourse } from '~/server/pages/courses';
import { createActivity } from '../../factories/content';
import { createCourse } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { fakePage, viewerOf } from '../../factories/pages';
import { type SignedIn, signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';

const db = () => getDb(env.DB);

/** A published course with a tag of its own, two stages, and a puppy range when asked. */
async function course(authorId: number, tag: string, overrides: Parameters<typeof createCourse>[3] = {}) {
  const [first, second] = await Promise.all([createActivity(db(), authorId, { title: 'Name' }), createActivity(db(), authorId, { title: 'Sitz' })]);
  const made = await createCourse(db(), authorId, [[{ activityId: first.id, goalSessions: 2, note: 'Kürzer üben.' }], [{ activityId: second.id }]], overrides);
  await db().insert(courseTags).values({ courseId: made.course.id, tag });
  return { ...made, activities: [first, second] as const };
}

const catalogue = async (who: SignedIn | null, search: string, locale: 'de' | 'en' = 'de') =>
  loadCatalogue({ viewer: await viewerOf(who), db: db(), locale, url: new URL(`http://localhost/courses${search}`), env });

const coursePage = async (who: SignedIn | null, id: number, search = '', failure: PostFailure | null = null) =>
  loadCourse({ viewer: await viewerOf(who), db: db(), locale: 'de', id, url: new URL(`http://localhost/courses/${id}${search}`), env, failure });

async function post(who: SignedIn, id: number, form: Record<string, string>) {
  const page = fakePage(`/courses/${id}`, { member: who, form });
  const posted = await handlePagePost(page, { env, here: `/courses/${id}`, intents: courseIntents(id, 'de') });
  await page.settled();
  return posted;
}

describe('the catalogue page', () => {
  it('filters by tag and language, offers the current dog’s age, and lists puppy courses first for it', async () => {
    const author = await signedIn('professional');
    const tag = `t${crypto.randomUUID().slice(0, 8)}`;
    const general = await course(author.user.id, tag);
    const puppy = await course(author.user.id, tag, { ageMinWeeks: 8, ageMaxWeeks: 20, publishedAt: new Date(Date.now() - 86_400_000) });
    const english = await course(author.user.id, tag, { lang: 'en' });

    const visitor = await catalogue(null, `?tag=${tag}`);
    expect(visitor.page?.courses.map((card) => card.id)).toEqual([general.course.id, puppy.course.id]);
    expect(visitor.dogFilter).toBeNull();
    expect(visitor.tags).toContain(tag);
    const all = await catalogue(null, `?tag=${tag}&lang=all`);
    expect(all.page?.courses.map((card) => card.id).sort()).toEqual([general.course.id, puppy.course.id, english.course.id].sort());
    expect(visitor.hrefWith({ lang: 'all' })).toBe(`/courses?lang=all&tag=${tag}`);

    const owner = await signedIn('paidMonthly');
    const born = new Date(Date.now() - 12 * 7 * 86_400_000).toISOString().slice(0, 7);
    await createDog(db(), [owner.user.id], { name: 'Balu', birthMonth: born });
    const member = await catalogue(owner, `?tag=${tag}`);
    expect(member.dogFilter).toMatchObject({ name: 'Balu' });
    const weeks = member.dogFilter?.weeks ?? -1;
    expect(weeks).toBeGreaterThanOrEqual(8);
    expect(weeks).toBeLessThanOrEqual(20);
    const forDog = await catalogue(owner, `?tag=${tag}&ageWeeks=${weeks}`);
    expect(forDog.page?.courses.map((card) => card.id)).toEqual([puppy.course.id, general.course.id]);
    const older = await catalogue(owner, `?tag=${tag}&ageWeeks=100`);
    expect(older.page?.courses.map((card) => card.id)).toEqual([general.course.id]);
  });

  it('drops a malformed filter instead of failing, and shows the empty state for a tag without courses', async () => {
    const page = await catalogue(null, '?ageWeeks=abc&lang=xx&tag=nothing-here-at-all');
    expect(page.status).toBe(200);
    expect(page.query).toMatchObject({ ageWeeks: undefined, lang: undefined, tag: 'nothing-here-at-all' });
    expect(page.page?.courses).toEqual([]);
  });
});

describe('a course’s page', () => {
  it('shows a visitor the steps with the way to sign in, and hides someone else’s draft', async () => {
    const author = await signedIn('professional');
    const { course: published } = await course(author.user.id, 'leine');
    const visitor = await coursePage(null, published.id);
    expect(visitor.failure).toBeNull();
    if (visitor.failure) return;
    expect(visitor.course.stages).toHaveLength(2);
    expect(visitor.followed).toBeNull();
    expect(visitor.loginHref).toContain('/login');

    const { course: draft } = await course(author.user.id, 'leine', { status: 'draft', publishedAt: null });
    expect(await coursePage(await signedIn('paidMonthly'), draft.id)).toMatchObject({ failure: 'not_found', status: 404 });
    expect(await coursePage(author, draft.id)).toMatchObject({ failure: null });
    expect(await coursePage(null, 99_999_999)).toMatchObject({ failure: 'not_found', status: 404 });
  });

  it('tells a free member whose dog nobody pays for why before the tap, and the API refuses the start', async () => {
    const author = await signedIn('professional');
    const { course: published } = await course(author.user.id, 'leine');
    const free = await signedIn('free');
    const dog = await createDog(db(), [free.user.id], { name: 'Luna' });
    const page = await coursePage(free, published.id);
    expect(page).toMatchObject({ failure: null, dog: { name: 'Luna', mayTrack: false } });
    if (page.failure) return;
    expect(page.upsell).not.toBeNull();
    const refused = (await post(free, published.id, { intent: 'course-start', dogId: String(dog.id) })) as PostFailure;
    expect(refused.status).toBe(403);
    expect(Object.values(refused.errors)[0]).toMatch(/Premium/);
  });

  it('lets a paying member start, pause, resume and leave, with each step’s state; another member’s dog is refused', async () => {
    const author = await signedIn('professional');
    const { course: published, activities } = await course(author.user.id, 'leine');
    const owner = await signedIn('paidMonthly');
    const dog = await createDog(db(), [owner.user.id], { name: 'Balu' });
    const stranger = await signedIn('paidMonthly');
    const notMine = (await post(stranger, published.id, { intent: 'course-start', dogId: String(dog.id) })) as PostFailure;
    expect(notMine.status).toBe(404);

    const started = (await post(owner, published.id, { intent: 'course-start', dogId: String(dog.id) })) as Response;
    expect(started.status).toBe(303);
    expect(started.headers.get('Location')).toBe(`/courses/${published.id}#enrolment`);
    const twice = (await post(owner, published.id, { intent: 'course-start', dogId: String(dog.id) })) as PostFailure;
    expect(twice.status).toBe(409);
    expect((await coursePage(owner, published.id, '', twice)).formError).toBe(Object.values(twice.errors)[0]);

    await createSession(db(), { dogId: dog.id, activityId: activities[0].id, userId: owner.user.id }, { repetitions: 10, successes: 9 });
    const following = await coursePage(owner, published.id);
    if (following.failure) throw new Error('not loaded');
    expect(following.followed).toMatchObject({ status: 'active', done: 0, total: 2 });
    expect(following.followed?.stages.map((stage) => stage.steps.map((step) => [step.state, step.sessions]))).toEqual([[['open', 1]], [['locked', 0]]]);

    expect(((await post(owner, published.id, { intent: 'course-pause', dogId: String(dog.id) })) as Response).status).toBe(303);
    const paused = await coursePage(owner, published.id, '?leave=1');
    expect(paused).toMatchObject({ followed: { status: 'paused' }, confirmLeave: true });
    expect(((await post(owner, published.id, { intent: 'course-resume', dogId: String(dog.id) })) as Response).status).toBe(303);
    expect(await coursePage(owner, published.id)).toMatchObject({ followed: { status: 'active' } });
    expect(((await post(owner, published.id, { intent: 'course-leave', dogId: String(dog.id) })) as Response).status).toBe(303);
    expect(await coursePage(owner, published.id)).toMatchObject({ followed: null });
  });
});
