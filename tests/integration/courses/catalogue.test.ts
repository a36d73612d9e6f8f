/**
 * The catalogue and a course's page (docs/decisions/044-courses.md): published courses for
 * everyone, by language, tag and a dog's age (courses with a range first), paged by cursor; drafts
 * only for their author and admins, hidden courses only for moderators; the trainer badge's flag.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CourseDetail, CoursePage } from '~/shared/courses/api';
import { COURSE_PAGE_SIZE } from '~/shared/schemas/course';
import { getDb } from '~/server/db/client';
import { courseTags } from '~/server/db/schema';
import { createActivity } from '../../factories/content';
import { createCourse } from '../../factories/courses';
import { signedIn } from '../../factories/sessions';
import { createUser } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);

async function page(query: string, cookie?: string): Promise<CoursePage> {
  const response = await call('GET', `/api/courses?${query}`, undefined, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CoursePage;
}

describe('GET /api/courses', () => {
  it('lists published courses of the language by a dog age, ranged ones first, with tags, counts, picture and author', async () => {
    const trainer = await createUser(db(), 'professional');
    const member = await createUser(db(), 'paidYearly');
    const activity = await createActivity(db(), trainer.id, { title: 'Rückruf-Pingpong', kind: 'recall' });
    const tag = `tag-${crypto.randomUUID().slice(0, 8)}`;
    const made = async (authorId: number, overrides: Parameters<typeof createCourse>[3]) => {
      const { course } = await createCourse(
        db(),
        authorId,
        [[{ activityId: activity.id }, { activityId: activity.id }], [{ activityId: activity.id }]],
        overrides,
      );
      await db().insert(courseTags).values({ courseId: course.id, tag });
      return course.id;
    };
    const puppy = await made(trainer.id, { ageMinWeeks: 8, ageMaxWeeks: 20, publishedAt: new Date(Date.now() - 10_000) });
    const anyAge = await made(member.id, { publishedAt: new Date() });
    const adult = await made(trainer.id, { ageMinWeeks: 52 });
    const english = await made(trainer.id, { lang: 'en' });
    const draft = await made(trainer.id, { status: 'draft', publishedAt: null });
    const hidden = await made(trainer.id, { hiddenAt: new Date() });

    expect((await page(`tag=${tag}`)).courses.map((card) => card.id)).toEqual([english, adult, anyAge, puppy].filter((id) => id !== english));
    expect((await page(`tag=${tag}&lang=all`)).courses.map((card) => card.id)).toEqual([english, adult, anyAge, puppy]);
    expect((await page(`tag=${tag}&lang=en`)).courses.map((card) => card.id)).toEqual([english]);
    // A 12-week-old puppy: the puppy course first, the adult course out.
    const forPuppy = await page(`tag=${tag}&ageWeeks=12`);
    expect(forPuppy.courses.map((card) => card.id)).toEqual([puppy, anyAge]);
    expect(forPuppy.courses.map((card) => card.id)).not.toContain(draft);
    expect(forPuppy.courses.map((card) => card.id)).not.toContain(hidden);
    const [card] = forPuppy.courses;
    expect(card).toMatchObject({
      ageMinWeeks: 8,
      ageMaxWeeks: 20,
      tags: [tag],
      stageCount: 2,
      stepCount: 3,
      enrolments: 0,
      picture: { kind: 'recall', thumbnail: null },
      author: { username: trainer.username, isTrainer: true },
    });
    expect(forPuppy.courses[1]?.author).toMatchObject({ username: member.username, isTrainer: false });
    expect((await page(`tag=${tag}&ageWeeks=60`)).courses.map((card) => card.id)).toEqual([adult, anyAge]);
  });

  it('pages by cursor in both orders, every course once', async () => {
    const trainer = await createUser(db(), 'professional');
    const activity = await createActivity(db(), trainer.id);
    const tag = `tag-${crypto.randomUUID().slice(0, 8)}`;
    const ids: number[] = [];
    for (let i = 0; i < COURSE_PAGE_SIZE + 3; i++) {
      const { course } = await createCourse(db(), trainer.id, [[{ activityId: activity.id }]], {
        publishedAt: new Date(Date.now() - i * 1000),
        ...(i % 4 === 0 ? { ageMaxWeeks: 30 } : {}),
      });
      await db().insert(courseTags).values({ courseId: course.id, tag });
      ids.push(course.id);
    }
    for (const query of [`tag=${tag}`, `tag=${tag}&ageWeeks=10`]) {
      const first = await page(query);
      expect(first.courses).toHaveLength(COURSE_PAGE_SIZE);
      expect(first.nextCursor).not.toBeNull();
      const second = await page(`${query}&cursor=${first.nextCursor}`);
      expect(second.nextCursor).toBeNull();
      const seen = [...first.courses, ...second.courses].map((card) => card.id);
      expect(new Set(seen).size).toBe(ids.length);
      if (query.includes('ageWeeks')) expect(seen.slice(0, 6).sort()).toEqual(ids.filter((_, i) => i % 4 === 0).sort());
    }
    expect((await call('GET', `/api/courses?tag=${tag}&cursor=bogus`)).status).toBe(400);
    expect(await (await call('GET', '/api/courses?ageWeeks=zwölf')).json()).toMatchObject({ field: 'ageWeeks', code: 'validation_course_age' });
  });
});

describe('GET /api/courses/{id}', () => {
  it('shows stages and steps to visitors; a draft only to its author and admins; a hidden course only to moderators', async () => {
    const author = await signedIn('professional');
    const activity = await createActivity(db(), author.user.id, { duration: 12 });
    const { course, steps } = await createCourse(db(), author.user.id, [[{ activityId: activity.id, goalSettings: 2, note: 'Kleiner anfangen.' }]]);
    const response = await call('GET', `/api/courses/${course.id}`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as CourseDetail;
    expect(detail).toMatchObject({ id: course.id, status: 'published', viewer: { canEdit: false } });
    expect(detail.stages).toEqual([
      {
        id: steps[0]?.[0]?.stageId,
        title: 'Stufe 1',
        steps: [
          {
            id: steps[0]?.[0]?.id,
            activity: { id: activity.id, title: activity.title, kind: expect.any(String), thumbnail: null, duration: 12, isPublic: true },
            goalSessions: 3,
            goalSuccess: 80,
            goalSettings: 2,
            note: 'Kleiner anfangen.',
          },
        ],
      },
    ]);
    expect(((await (await call('GET', `/api/courses/${course.id}`, undefined, { cookie: author.cookie })).json()) as CourseDetail).viewer.canEdit).toBe(true);

    const { course: draft } = await createCourse(db(), author.user.id, [[{ activityId: activity.id }]], { status: 'draft', publishedAt: null });
    const other = await signedIn('paidYearly');
    const admin = await signedIn('admin');
    const moderator = await signedIn('moderator');
    expect((await call('GET', `/api/courses/${draft.id}`)).status).toBe(404);
    expect((await call('GET', `/api/courses/${draft.id}`, undefined, { cookie: other.cookie })).status).toBe(404);
    expect((await call('GET', `/api/courses/${draft.id}`, undefined, { cookie: author.cookie })).status).toBe(200);
    expect((await call('GET', `/api/courses/${draft.id}`, undefined, { cookie: admin.cookie })).status).toBe(200);

    const { course: hidden } = await createCourse(db(), author.user.id, [[{ activityId: activity.id }]], { hiddenAt: new Date() });
    expect((await call('GET', `/api/courses/${hidden.id}`, undefined, { cookie: author.cookie })).status).toBe(404);
    expect((await call('GET', `/api/courses/${hidden.id}`, undefined, { cookie: moderator.cookie })).status).toBe(200);
    expect((await call('GET', '/api/courses/999999999')).status).toBe(404);
  });
});
