/**
 * One course with its stages and steps, `GET /api/courses/{id}` (docs/decisions/044-courses.md):
 * everyone reads a published or archived course, visitors too; one D1 batch, its rows bounded by
 * the course's own stages and steps.
 */
import { asc, eq } from 'drizzle-orm';
import { activityKindOf, type ActivityKind } from '~/shared/activity-kind';
import type { CourseDetail, CourseStageView } from '~/shared/courses/api';
import { mediaUrl } from '~/shared/media';
import type { Db } from '~/server/db/client';
import { activities, courseStages, courseSteps, courses } from '~/server/db/schema';
import type { SessionUser } from '~/server/auth/session-user';
import { activityTagsJson, activityThumbnailKey } from '~/server/services/activities/columns';
import { mayChange, readable } from './access';
import { selectCards, toCard } from './columns';

export async function courseDetail(db: Db, id: number, viewer: SessionUser | null): Promise<CourseDetail> {
  const [[row], stages, steps] = await db.batch([
    selectCards(db).where(eq(courses.id, id)),
    db.select({ id: courseStages.id, title: courseStages.title }).from(courseStages).where(eq(courseStages.courseId, id)).orderBy(asc(courseStages.position)),
    db
      .select({
        id: courseSteps.id,
        stageId: courseSteps.stageId,
        goalSessions: courseSteps.goalSessions,
        goalSuccess: courseSteps.goalSuccess,
        goalSettings: courseSteps.goalSettings,
        note: courseSteps.note,
        // Not `activities.id`: a second `id` column would shift the batch's columns.
        activityId: courseSteps.activityId,
        title: activities.title,
        description: activities.description,
        location: activities.location,
        chosenKind: activities.kind,
        duration: activities.duration,
        hiddenAt: activities.hiddenAt,
        tagsJson: activityTagsJson,
        thumbnailKey: activityThumbnailKey,
      })
      .from(courseSteps)
      .innerJoin(activities, eq(activities.id, courseSteps.activityId))
      .where(eq(courseSteps.courseId, id))
      .orderBy(asc(courseSteps.stageId), asc(courseSteps.position)),
  ]);
  const course = readable(viewer, row);
  const byStage = new Map<number, CourseStageView>(stages.map((stage) => [stage.id, { ...stage, steps: [] }]));
  for (const step of steps) {
    const kind: ActivityKind = activityKindOf({
      kind: step.chosenKind,
      tags: JSON.parse(step.tagsJson) as string[],
      title: step.title,
      description: step.description,
      location: step.location,
    });
    byStage.get(step.stageId)?.steps.push({
      id: step.id,
      activity: {
        id: step.activityId,
        title: step.title,
        kind,
        thumbnail: mediaUrl(step.thumbnailKey),
        duration: step.duration,
        isPublic: step.hiddenAt === null,
      },
      goalSessions: step.goalSessions,
      goalSuccess: step.goalSuccess,
      goalSettings: step.goalSettings,
      note: step.note,
    });
  }
  return {
    ...toCard(course),
    status: course.status,
    hidden: course.hiddenAt !== null,
    stages: [...byStage.values()],
    viewer: { canEdit: mayChange(viewer, course) },
  };
}
