/**
 * The author's course pages (docs/decisions/048-course-editor.md): the editor's states for a
 * visitor, a member who may not write courses, a trainer with a new and with their own course,
 * and someone else's course (not found, draft or published); the insights as counts for the
 * author only; and the author's own courses on the catalogue.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { courseStepResults } from '~/server/db/schema';
import { loadCourseEditor, loadCourseInsights } from '~/server/pages/course-editor';
import { loadCatalogue } from '~/server/pages/courses';
import { AUTHOR_COURSES_MAX } from '~/server/services/courses/authoring';
import { createActivity } from '../../factories/content';
import { createCourse, enrolDog } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { viewerOf } from '../../factories/pages';
import { type SignedIn, signedIn } from '../../factories/sessions';

const db = () => getDb(env.DB);

const editor = async (who: SignedIn | null, id: number | null) => loadCourseEditor({ viewer: await viewerOf(who), db: db(), locale: 'de', id });
const insights = async (who: SignedIn | null, id: number) => loadCourseInsights({ viewer: await viewerOf(who), db: db(), locale: 'de', id });

async function twoStageCourse(authorId: number, status: 'draft' | 'published' = 'published') {
  const [first, second] = await Promise.all([createActivity(db(), authorId, { title: 'Name' }), createActivity(db(), authorId, { title: 'Sitz' })]);
  return createCourse(db(), authorId, [[{ activityId: first.id }], [{ activityId: second.id, goalSessions: 2 }]], { status });
}

describe('the course editor page', () => {
  it('asks visitors to log in and tells a member without the professional tier why, before any tap', async () => {
    expect(await editor(null, null)).toMatchObject({ state: 'login' });
    for (const state of ['free', 'paidMonthly'] as const) {
      expect(await editor(await signedIn(state), null)).toMatchObject({ state: 'not_allowed', status: 403 });
    }
  });

  it('opens a new course for a trainer, and their own course with its step ids to send back', async () => {
    const trainer = await signedIn('professional');
    const fresh = await editor(trainer, null);
    expect(fresh).toMatchObject({
      state: 'ready',
      course: { id: null, status: 'draft', language: 'de', stages: [{ steps: [{ goalSessions: 3, goalSuccess: 80 }] }] },
    });

    const { course, steps } = await twoStageCourse(trainer.user.id, 'draft');
    const own = await editor(trainer, course.id);
    if (own.state !== 'ready') throw new Error(`expected the editor, got ${own.state}`);
    expect(own.course).toMatchObject({ id: course.id, status: 'draft', title: course.title });
    expect(own.course.stages.map((stage) => stage.steps.map((step) => [step.id, step.activity?.title, step.goalSessions]))).toEqual([
      [[steps[0]?.[0]?.id, 'Name', 3]],
      [[steps[1]?.[0]?.id, 'Sitz', 2]],
    ]);
  });

  it('does not find someone else’s course, draft or published, nor one that does not exist', async () => {
    const [author, other] = await Promise.all([signedIn('professional'), signedIn('professional')]);
    const draft = await twoStageCourse(author.user.id, 'draft');
    const published = await twoStageCourse(author.user.id);
    expect(await editor(other, draft.course.id)).toMatchObject({ state: 'not_found', status: 404 });
    expect(await editor(other, published.course.id)).toMatchObject({ state: 'not_found', status: 404 });
    expect(await editor(author, 999_999_999)).toMatchObject({ state: 'not_found', status: 404 });
  });
});

describe('the insights page', () => {
  it('counts dogs per step for the author, without any member’s or dog’s data', async () => {
    const author = await signedIn('professional');
    const { course, steps } = await twoStageCourse(author.user.id);
    const owner = await signedIn('paidMonthly');
    const [balu, luna] = await Promise.all([createDog(db(), [owner.user.id], { name: 'Balu' }), createDog(db(), [owner.user.id], { name: 'Luna' })]);
    await Promise.all([enrolDog(db(), balu.id, course.id), enrolDog(db(), luna.id, course.id)]);
    const firstStep = steps[0]?.[0]?.id ?? 0;
    await db().insert(courseStepResults).values({ dogId: balu.id, courseId: course.id, stepId: firstStep, sessions: 4, doneAt: new Date() });

    const page = await insights(author, course.id);
    if (page.state !== 'ready') throw new Error(`expected insights, got ${page.state}`);
    expect(page.insights).toMatchObject({ enrolled: 2, finishedCourse: 0 });
    expect(page.stages.map((stage) => stage.steps.map(({ reached, finished, medianSessions }) => ({ reached, finished, medianSessions })))).toEqual([
      [{ reached: 2, finished: 1, medianSessions: 4 }],
      [{ reached: 1, finished: 0, medianSessions: null }],
    ]);
    const text = JSON.stringify(page);
    for (const secret of ['Balu', 'Luna', owner.user.username, String(balu.id)]) expect(text).not.toContain(`"${secret}"`);
  });

  it('asks visitors to log in and does not find the course for anyone else', async () => {
    const author = await signedIn('professional');
    const { course } = await twoStageCourse(author.user.id);
    expect(await insights(null, course.id)).toMatchObject({ state: 'login' });
    expect(await insights(await signedIn('professional'), course.id)).toMatchObject({ state: 'not_found', status: 404 });
    expect(await insights(await signedIn('free'), course.id)).toMatchObject({ state: 'not_found', status: 404 });
  });
});

describe('the catalogue for authors', () => {
  const catalogue = async (who: SignedIn | null) =>
    loadCatalogue({ viewer: await viewerOf(who), db: db(), locale: 'de', url: new URL('http://localhost/courses'), env });

  it('lists an author’s own latest courses, drafts included, capped; nobody else gets the list', async () => {
    const author = await signedIn('professional');
    expect((await catalogue(author)).authored).toEqual({ courses: [], more: false });
    const draft = await twoStageCourse(author.user.id, 'draft');
    const mine = await catalogue(author);
    expect(mine.authored?.courses).toEqual([{ id: draft.course.id, title: draft.course.title, status: 'draft', enrolments: 0 }]);
    for (let i = 0; i < AUTHOR_COURSES_MAX; i += 1) await twoStageCourse(author.user.id);
    const many = await catalogue(author);
    expect(many.authored?.courses).toHaveLength(AUTHOR_COURSES_MAX);
    expect(many.authored?.more).toBe(true);
    expect((await catalogue(await signedIn('paidMonthly'))).authored).toBeNull();
    expect((await catalogue(null)).authored).toBeNull();
  });
});
