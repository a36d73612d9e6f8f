/**
 * A course's insights for its author and admins, counts only (docs/decisions/044-courses.md), and
 * courses reported and moderated like activities (docs/product-rules.md §10.1).
 */
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CourseInsights } from '~/shared/courses/api';
import { getDb } from '~/server/db/client';
import { auditLog, courses, dogCourses } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createCourse, enrolDog } from '../../factories/courses';
import { createDog } from '../../factories/dogs';
import { signedIn } from '../../factories/sessions';
import { createSession } from '../../factories/training';
import { createUser, establishedMember } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

describe('GET /api/courses/{id}/insights', () => {
  it('counts dogs, and per step who reached and finished it with the median sessions, naming nobody', async () => {
    const author = await signedIn('professional');
    const a = await createActivity(db(), author.user.id, { title: 'Erste Übung' });
    const b = await createActivity(db(), author.user.id, { title: 'Zweite Übung' });
    const { course, steps } = await createCourse(db(), author.user.id, [[{ activityId: a.id, goalSessions: 1 }], [{ activityId: b.id, goalSessions: 2 }]]);
    const owner = await createUser(db(), 'paidMonthly', { displayName: 'Geheime Halterin' });
    const enrolledAt = new Date(Date.now() - 3_600_000);
    const dogs = [];
    for (const name of ['Balu', 'Frida', 'Pepper']) {
      const dog = await createDog(db(), [owner.id], { name });
      await enrolDog(db(), dog.id, course.id, { enrolledAt });
      dogs.push(dog);
    }
    const [balu, frida] = dogs;
    if (!balu || !frida) throw new Error('dogs missing');
    // Balu needs two sessions for the first step (one below the rate), Frida one; Balu finishes.
    await createSession(db(), { dogId: balu.id, activityId: a.id, userId: owner.id }, { successes: 2 });
    await createSession(db(), { dogId: balu.id, activityId: a.id, userId: owner.id });
    await createSession(db(), { dogId: frida.id, activityId: a.id, userId: owner.id });
    await createSession(db(), { dogId: balu.id, activityId: b.id, userId: owner.id });
    await createSession(db(), { dogId: balu.id, activityId: b.id, userId: owner.id });

    const response = await call('GET', `/api/courses/${course.id}/insights`, undefined, { cookie: author.cookie });
    expect(response.status).toBe(200);
    const insights = (await response.json()) as CourseInsights;
    expect(insights).toEqual({
      courseId: course.id,
      enrolled: 3,
      finishedCourse: 1,
      steps: [
        { stepId: steps[0]?.[0]?.id, stage: 0, position: 0, title: 'Erste Übung', reached: 3, finished: 2, medianSessions: 1.5 },
        { stepId: steps[1]?.[0]?.id, stage: 1, position: 0, title: 'Zweite Übung', reached: 2, finished: 1, medianSessions: 2 },
      ],
    });
    const text = JSON.stringify(insights);
    for (const secret of ['Balu', 'Frida', 'Geheime', owner.username, String(balu.id)]) expect(text).not.toContain(`"${secret}`);

    const admin = await signedIn('admin');
    expect((await call('GET', `/api/courses/${course.id}/insights`, undefined, { cookie: admin.cookie })).status).toBe(200);
    expect((await call('GET', `/api/courses/${course.id}/insights`)).status).toBe(401);
    expect((await call('GET', `/api/courses/${course.id}/insights`, undefined, { cookie: (await signedIn('professional')).cookie })).status).toBe(403);
    const { course: draft } = await createCourse(db(), author.user.id, [[{ activityId: a.id }]], { status: 'draft', publishedAt: null });
    expect((await call('GET', `/api/courses/${draft.id}/insights`, undefined, { cookie: (await signedIn('professional')).cookie })).status).toBe(404);
  });
});

describe('reporting a course', () => {
  it('hides it after three established reports; a moderator sees it in the queue and deletes it with its enrolments, audited', async () => {
    const author = await createUser(db(), 'professional');
    const activity = await createActivity(db(), author.id);
    const { course } = await createCourse(db(), author.id, [[{ activityId: activity.id }]], { title: 'Werbung statt Training' });
    const dog = await createDog(db(), [author.id]);
    await enrolDog(db(), dog.id, course.id);
    const authorSession = await signedIn('professional');
    for (let i = 0; i < 3; i++) {
      const reporter = await signedIn('free', establishedMember());
      const response = await call(
        'POST',
        '/api/reports',
        { targetType: 'course', targetId: course.id, reason: 'spam', details: '' },
        { cookie: reporter.cookie },
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ hidden: i === 2 });
    }
    expect((await call('GET', `/api/courses/${course.id}`, undefined, { cookie: authorSession.cookie })).status).toBe(404);
    const page = (await (await call('GET', '/api/courses?lang=all')).json()) as { courses: { id: number }[] };
    expect(page.courses.map((card) => card.id)).not.toContain(course.id);

    const moderator = await signedIn('moderator');
    const queue = (await (await call('GET', '/api/moderation/reports', undefined, { cookie: moderator.cookie })).json()) as {
      targetType: string;
      targetId: number;
      text: string;
      hidden: boolean;
    }[];
    expect(queue.find((item) => item.targetType === 'course' && item.targetId === course.id)).toMatchObject({
      hidden: true,
      text: expect.stringContaining('Werbung statt Training'),
    });
    expect((await call('POST', `/api/moderation/course/${course.id}`, { action: 'delete', sanction: 'none' }, { cookie: moderator.cookie })).status).toBe(204);
    expect(await db().select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
    expect(await db().select().from(dogCourses).where(eq(dogCourses.courseId, course.id))).toEqual([]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, course.id));
    expect(entry).toMatchObject({ targetType: 'course', action: 'content_deleted', actorId: moderator.user.id });
  });

  it('refuses a report on ones own course', async () => {
    const author = await signedIn('professional');
    const activity = await createActivity(db(), author.user.id);
    const { course } = await createCourse(db(), author.user.id, [[{ activityId: activity.id }]]);
    const response = await call('POST', '/api/reports', { targetType: 'course', targetId: course.id, reason: 'spam', details: '' }, { cookie: author.cookie });
    expect(response.status).toBe(400);
  });
});
