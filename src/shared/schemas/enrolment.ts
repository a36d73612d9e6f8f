/** A dog following a course (docs/decisions/046-following-courses.md): the enrolment's body and paths. */
import * as v from 'valibot';
import { messageKey } from '~/shared/messages';
import { pathId } from './fields';

/** `POST /api/dogs/{dogId}/courses` {courseId}. */
export const enrolSchema = v.object({
  courseId: v.pipe(
    v.number(messageKey('validation_course_choose')),
    v.integer(messageKey('validation_course_choose')),
    v.minValue(1, messageKey('validation_course_choose')),
    v.maxValue(Number.MAX_SAFE_INTEGER, messageKey('validation_course_choose')),
  ),
});

/** `/dogs/{dogId}/courses/{courseId}…` */
export const dogCourseParams = v.object({ dogId: pathId, courseId: pathId });
