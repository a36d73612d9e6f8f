/**
 * Writing courses (docs/decisions/044-courses.md): who may write, validation at each step's field,
 * one batch per write (nothing half-written), an edit that keeps the dogs' results on the steps
 * that remain, publishing only with public activities, archive versus delete.
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activities, auditLog, courseStages, courseStepResults, courseSteps, courseTags, courses } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createCourse, enrolDog } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

/** A course body with one stage per entry of `stages`, each step an activity id (or a full step). */
function body(stages: (number | Record<string, unknown>)[][], overrides: Record<string, unknown> = {}) {
  return {
    title: 'Rückruf in drei Stufen',
    summary: 'Vom Wohnzimmer bis zur Wiese.',
    language: 'de',
    tags: ['Rückruf'],
    stages: stages.map((steps, i) => ({
      title: `Stufe ${i + 1}`,
      steps: steps.map((step) => (typeof step === 'number' ? { activityId: step, goalSessions: 3, goalSuccess: 80 } : step)),
    })),
    ...overrides,
  };
}

async function trainerWithActivities(count = 3) {
  const trainer = await signedIn('professional');
  const ids = [];
  for (let i = 0; i < count; i++) ids.push((await createActivity(db(), trainer.user.id)).id);
  return { ...trainer, ids };
}

describe('POST /api/courses', () => {
  it('creates a draft with its tags, stages and steps in order', async () => {
    const { cookie, user, ids } = await trainerWithActivities();
    const [a = 0, b = 0, c = 0] = ids;
    const response = await call(
      'POST',
      '/api/courses',
      body([[a, b], [{ activityId: c, goalSessions: 2, goalSuccess: 90, goalSettings: '2', note: 'Erst drinnen.' }]]),
      { cookie },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const [course] = await db().select().from(courses).where(eq(courses.id, id));
    expect(course).toMatchObject({ authorId: user.id, status: 'draft', lang: 'de', title: 'Rückruf in drei Stufen', publishedAt: null });
    expect(await db().select({ tag: courseTags.tag }).from(courseTags).where(eq(courseTags.courseId, id))).toEqual([{ tag: 'rückruf' }]);
    const detail = (await (await call('GET', `/api/courses/${id}`, undefined, { cookie })).json()) as {
      stages: { title: string; steps: { activity: { id: number }; goalSettings: number | null; note: string }[] }[];
    };
    expect(detail.stages.map((stage) => [stage.title, stage.steps.map((step) => step.activity.id)])).toEqual([
      ['Stufe 1', [a, b]],
      ['Stufe 2', [c]],
    ]);
    expect(detail.stages[1]?.steps[0]).toMatchObject({ goalSettings: 2, note: 'Erst drinnen.' });
  });

  it('lets only the professional tier and admins write: visitors 401, other members 403, before validation', async () => {
    expect((await call('POST', '/api/courses', {})).status).toBe(401);
    for (const state of ['free', 'paidYearly', 'moderator'] as const) {
      const { cookie } = await signedIn(state);
      const response = await call('POST', '/api/courses', {}, { cookie });
      expect(response.status, state).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'course_write_not_allowed' });
    }
    const admin = await signedIn('admin');
    const activity = await createActivity(db(), admin.user.id);
    expect((await call('POST', '/api/courses', body([[activity.id]]), { cookie: admin.cookie })).status).toBe(201);
    const adminWithout2fa = await signedIn('admin', {}, { twoFactor: false });
    expect(await (await call('POST', '/api/courses', {}, { cookie: adminWithout2fa.cookie })).json()).toMatchObject({ code: 'two_factor_required' });
  });

  it('names each wrong field, step by step, in the caller language', async () => {
    const { cookie, ids } = await trainerWithActivities(1);
    const [a = 0] = ids;
    const response = await call('POST', '/api/courses', body([[a, { activityId: a, goalSessions: 3, goalSuccess: 40 }]], { title: 'ab' }), {
      cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { issues: { field: string; code: string; message: string }[] };
    expect(error.issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['title', 'validation_course_title'],
      ['stages.0.steps.1.goalSuccess', 'validation_goal_success'],
    ]);
    expect(error.issues[1]?.message).toBe('The success rate is between 50 and 100 %.');
  });

  it('refuses a step whose activity is missing or hidden, at its field, and writes nothing', async () => {
    const { cookie, user, ids } = await trainerWithActivities(2);
    const [a = 0, b = 0] = ids;
    await db().update(activities).set({ hiddenAt: new Date() }).where(eq(activities.id, b));
    const response = await call('POST', '/api/courses', body([[a], [a, 999_999, b]]), { cookie });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { field: string; code: string; issues: { field: string }[] };
    expect(error).toMatchObject({ field: 'stages.1.steps.1.activityId', code: 'course_step_activity_missing' });
    expect(error.issues.map((issue) => issue.field)).toEqual(['stages.1.steps.1.activityId', 'stages.1.steps.2.activityId']);
    expect(await db().select().from(courses).where(eq(courses.authorId, user.id))).toEqual([]);
  });

  it('writes nothing when a statement of the batch fails', async () => {
    const { cookie, user, ids } = await trainerWithActivities(1);
    const [a = 0] = ids;
    // A trigger refusing the last statement's step stands in for any failure inside the batch.
    await env.DB.prepare(
      `create trigger course_steps_refuse_test before insert on course_steps when new.note = 'fail' begin select raise(abort, 'refused by test'); end`,
    ).run();
    try {
      const response = await call('POST', '/api/courses', body([[a, { activityId: a, goalSessions: 1, goalSuccess: 80, note: 'fail' }]]), { cookie });
      expect(response.status).toBe(500);
    } finally {
      await env.DB.prepare('drop trigger course_steps_refuse_test').run();
    }
    expect(await db().select().from(courses).where(eq(courses.authorId, user.id))).toEqual([]);
    expect(await env.DB.prepare('select count(*) as n from course_stages where course_id not in (select id from courses)').first('n')).toBe(0);
  });
});

describe('PATCH /api/courses/{id}', () => {
  it('keeps the enrolled dogs results on the steps that remain, drops the others, adds new ones', async () => {
    const { cookie, user, ids } = await trainerWithActivities(3);
    const [a = 0, b = 0, c = 0] = ids;
    const { course, steps } = await createCourse(db(), user.id, [
      [
        { activityId: a, goalSessions: 1 },
        { activityId: b, goalSessions: 1 },
      ],
    ]);
    const owner = await createUser(db(), 'paidMonthly');
    const dog = await createDog(db(), [owner.id]);
    await enrolDog(db(), dog.id, course.id, { enrolledAt: new Date(Date.now() - 60_000) });
    await createSession(db(), { dogId: dog.id, activityId: a, userId: owner.id });
    await createSession(db(), { dogId: dog.id, activityId: b, userId: owner.id });
    expect(await db().select().from(courseStepResults).where(eq(courseStepResults.dogId, dog.id))).toHaveLength(2);
    const kept = steps[0]?.[0]?.id;
    const response = await call(
      'PATCH',
      `/api/courses/${course.id}`,
      body([[{ activityId: c, goalSessions: 2, goalSuccess: 70 }], [{ id: kept, activityId: a, goalSessions: 1, goalSuccess: 80, note: 'Neu' }]], {
        title: 'Neuer Titel',
      }),
      { cookie },
    );
    expect(response.status).toBe(200);
    const results = await db().select().from(courseStepResults).where(eq(courseStepResults.dogId, dog.id));
    expect(results.map((result) => result.stepId)).toEqual([kept]);
    const stages = await db().select().from(courseStages).where(eq(courseStages.courseId, course.id));
    expect(stages.map((stage) => [stage.position, stage.title])).toEqual([
      [0, 'Stufe 1'],
      [1, 'Stufe 2'],
    ]);
    const rows = await db().select().from(courseSteps).where(eq(courseSteps.courseId, course.id));
    expect(rows.find((row) => row.id === kept)).toMatchObject({ stageId: stages[1]?.id, position: 0, note: 'Neu' });
    expect(rows.filter((row) => row.id !== kept)).toMatchObject([{ activityId: c, stageId: stages[0]?.id, goalSessions: 2, goalSuccess: 70 }]);
    expect((await db().select().from(courses).where(eq(courses.id, course.id)))[0]).toMatchObject({ title: 'Neuer Titel', status: 'published' });
  });

  it("refuses another course's step id at its field, and changes nothing", async () => {
    const { cookie, user, ids } = await trainerWithActivities(1);
    const [a = 0] = ids;
    const { course } = await createCourse(db(), user.id, [[{ activityId: a }]]);
    const { steps: foreign } = await createCourse(db(), user.id, [[{ activityId: a }]]);
    const response = await call('PATCH', `/api/courses/${course.id}`, body([[{ id: foreign[0]?.[0]?.id, activityId: a, goalSessions: 1, goalSuccess: 80 }]]), {
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'stages.0.steps.0.id', code: 'course_step_unknown' });
    expect((await db().select().from(courses).where(eq(courses.id, course.id)))[0]?.title).toBe(course.title);
  });

  it("answers someone else's draft 404, their published course 403; an admin edits it, audited", async () => {
    const author = await trainerWithActivities(1);
    const [a = 0] = author.ids;
    const { course: draft } = await createCourse(db(), author.user.id, [[{ activityId: a }]], { status: 'draft', publishedAt: null });
    const { course: published } = await createCourse(db(), author.user.id, [[{ activityId: a }]]);
    const other = await signedIn('professional');
    expect((await call('PATCH', `/api/courses/${draft.id}`, body([[a]]), { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', `/api/courses/${draft.id}`, undefined, { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', `/api/courses/${draft.id}`)).status).toBe(404);
    expect((await call('PATCH', `/api/courses/${published.id}`, body([[a]]), { cookie: other.cookie })).status).toBe(403);
    expect((await call('POST', `/api/courses/${published.id}/archive`, undefined, { cookie: other.cookie })).status).toBe(403);
    const admin = await signedIn('admin');
    expect((await call('PATCH', `/api/courses/${draft.id}`, body([[a]]), { cookie: admin.cookie })).status).toBe(200);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, draft.id));
    expect(entry).toMatchObject({ action: 'content_edited', targetType: 'course', actorId: admin.user.id });
  });
});

describe('publishing, archiving and deleting', () => {
  it('publishes only when every step activity is public, naming the step', async () => {
    const { cookie, user, ids } = await trainerWithActivities(2);
    const [a = 0, b = 0] = ids;
    const { course } = await createCourse(db(), user.id, [[{ activityId: a }], [{ activityId: a }, { activityId: b }]], { status: 'draft', publishedAt: null });
    await db().update(activities).set({ hiddenAt: new Date() }).where(eq(activities.id, b));
    const refused = await call('POST', `/api/courses/${course.id}/publish`, undefined, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ field: 'stages.1.steps.1.activityId', code: 'course_publish_activity_hidden' });
    expect((await db().select().from(courses).where(eq(courses.id, course.id)))[0]?.status).toBe('draft');
    await db().update(activities).set({ hiddenAt: null }).where(eq(activities.id, b));
    expect((await call('POST', `/api/courses/${course.id}/publish`, undefined, { cookie })).status).toBe(200);
    const [row] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(row?.status).toBe('published');
    expect(row?.publishedAt).not.toBeNull();
    // Now in the catalogue, for visitors too.
    const page = (await (await call('GET', '/api/courses?lang=de')).json()) as { courses: { id: number }[] };
    expect(page.courses.map((card) => card.id)).toContain(course.id);
  });

  it('deletes drafts and courses no dog follows; one with enrolments is archived instead', async () => {
    const { cookie, user, ids } = await trainerWithActivities(1);
    const [a = 0] = ids;
    const { course: draft } = await createCourse(db(), user.id, [[{ activityId: a }]], { status: 'draft', publishedAt: null });
    expect((await call('POST', `/api/courses/${draft.id}/archive`, undefined, { cookie })).status).toBe(409);
    expect((await call('DELETE', `/api/courses/${draft.id}`, undefined, { cookie })).status).toBe(204);
    const { course } = await createCourse(db(), user.id, [[{ activityId: a }]]);
    const dog = await createDog(db(), [user.id]);
    await enrolDog(db(), dog.id, course.id);
    const refused = await call('DELETE', `/api/courses/${course.id}`, undefined, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'course_delete_has_enrolments' });
    expect((await call('POST', `/api/courses/${course.id}/archive`, undefined, { cookie })).status).toBe(200);
    const [row] = await db().select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ status: 'archived', enrolments: 1 });
    // Archived: still readable, out of the catalogue.
    expect((await call('GET', `/api/courses/${course.id}`)).status).toBe(200);
    const page = (await (await call('GET', '/api/courses?lang=all')).json()) as { courses: { id: number }[] };
    expect(page.courses.map((card) => card.id)).not.toContain(course.id);
    expect(await db().select().from(courses).where(eq(courses.id, draft.id))).toEqual([]);
  });
});
