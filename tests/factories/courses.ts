/** Courses and enrolments written straight to D1, for tests that need a course to follow or read. */
import type { Db } from '~/server/db/client';
import { courseStages, courseSteps, courses, dogCourses, type Course, type CourseStep } from '~/server/db/schema';

export interface StepSpec {
  activityId: number;
  goalSessions?: number;
  goalSuccess?: number;
  goalSettings?: number | null;
  note?: string;
}

/**
 * A published course by `authorId` with one stage per entry of `stages`, each holding its steps
 * (goal 3 sessions at 80 % unless given). Answers the course and its steps, stage by stage.
 */
export async function createCourse(
  db: Db,
  authorId: number,
  stages: StepSpec[][],
  overrides: Partial<typeof courses.$inferInsert> = {},
): Promise<{ course: Course; steps: CourseStep[][] }> {
  const [course] = await db
    .insert(courses)
    .values({
      authorId,
      lang: 'de',
      title: 'Lockere Leine in vier Stufen',
      summary: 'Schritt für Schritt zur lockeren Leine.',
      status: 'published',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!course) throw new Error('factory: course was not created');
  const steps: CourseStep[][] = [];
  for (const [position, specs] of stages.entries()) {
    const [stage] = await db
      .insert(courseStages)
      .values({ courseId: course.id, position, title: `Stufe ${position + 1}` })
      .returning();
    if (!stage) throw new Error('factory: stage was not created');
    steps.push(
      await db
        .insert(courseSteps)
        .values(
          specs.map((spec, index) => ({
            courseId: course.id,
            stageId: stage.id,
            position: index,
            activityId: spec.activityId,
            goalSessions: spec.goalSessions ?? 3,
            goalSuccess: spec.goalSuccess ?? 80,
            goalSettings: spec.goalSettings ?? null,
            note: spec.note ?? '',
          })),
        )
        .returning(),
    );
  }
  return { course, steps };
}

/** The dog follows the course from `enrolledAt` (now unless given). */
export async function enrolDog(db: Db, dogId: number, courseId: number, overrides: Partial<typeof dogCourses.$inferInsert> = {}) {
  const [row] = await db
    .insert(dogCourses)
    .values({ dogId, courseId, enrolledAt: new Date(), ...overrides })
    .returning();
  if (!row) throw new Error('factory: enrolment was not created');
  return row;
}
