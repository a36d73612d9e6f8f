/**
 * The author's pages of a course (docs/decisions/048-course-editor.md): the editor, at
 * "/courses/new" and "/courses/{id}/edit", and the insights, at "/courses/{id}/insights". Visitors
 * are asked to log in; a member who may not write courses is told why before any tap; a course the
 * viewer may not change is not found, as the API answers for someone else's draft. The services
 * answer as `GET /api/courses/{id}` and `GET /api/courses/{id}/insights` do.
 */
import type { LoaderInput } from './page-request';
import { loadOr404 } from './load-or-404';
import { ApiError } from '~/server/errors';
import { courseDetail } from '~/server/services/courses/detail';
import { courseInsights } from '~/server/services/courses/insights';
import { editorCourseOf, newCourse } from '~/shared/courses/editor';
import { mayWriteCourse } from '~/shared/policy';

interface AuthorPageInput extends LoaderInput {
  /** The course; null for a new one. */
  id: number | null;
}

/** A course the viewer may change, or 404 as for a course that does not exist (someone else's, even when published). */
async function ownCourse({ viewer: { user }, db }: LoaderInput, id: number) {
  const course = await courseDetail(db, id, user);
  if (!course.viewer.canEdit) throw new ApiError(404, 'course_not_found');
  return course;
}

/** The editor's page: who may see it, and the course it starts from. */
export async function loadCourseEditor(input: AuthorPageInput) {
  const { viewer, locale, id } = input;
  if (!viewer.user) return { state: 'login', status: 200 } as const;
  if (!mayWriteCourse(viewer.actor)) return { state: 'not_allowed', status: 403 } as const;
  if (id === null) return { state: 'ready', status: 200, course: newCourse(locale) } as const;
  const loaded = await loadOr404(() => ownCourse(input, id), 'course editor');
  if (!loaded.value) return { state: loaded.failure, status: loaded.status } as const;
  return { state: 'ready', status: 200, course: editorCourseOf(loaded.value) } as const;
}

/** The insights page: counts only, for the author and admins; anyone else 404. */
export async function loadCourseInsights(input: AuthorPageInput & { id: number }) {
  const { viewer, db, id } = input;
  const { user } = viewer;
  if (!user) return { state: 'login', status: 200 } as const;
  const loaded = await loadOr404(async () => {
    const [course, insights] = await Promise.all([
      ownCourse(input, id),
      courseInsights(db, user, id).catch((error: unknown) => {
        // Someone else's course answers 403 at the API; the page does not tell it exists.
        throw error instanceof ApiError && error.status === 403 ? new ApiError(404, 'course_not_found') : error;
      }),
    ]);
    return { course, insights };
  }, 'course insights');
  if (!loaded.value) return { state: loaded.failure, status: loaded.status } as const;
  const { course, insights } = loaded.value;
  const stageTitles = course.stages.map((stage) => stage.title);
  return {
    state: 'ready',
    status: 200,
    course: { id: course.id, title: course.title, status: course.status, lang: course.lang },
    insights,
    /** The steps under their stages, in the course's order. */
    stages: stageTitles.map((title, index) => ({ title, steps: insights.steps.filter((step) => step.stage === index) })),
  } as const;
}
