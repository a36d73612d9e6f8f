/**
 * A course page's plain forms (docs/decisions/046-following-courses.md): start the course with the
 * current dog, pause, resume and leave it, each handed to the enrolment routes in the member's
 * name, so the tracking rule, the three-course limit and an archived course are the API's answer,
 * shown at the buttons.
 */
import type { Locale } from '~/shared/enums';
import { translate } from '~/shared/messages';
import { idOf } from './journal-post';
import { answerOf } from './page-api';
import type { PostFailure, PostHandler } from './page-post';

/** Where the enrolment's controls are on the course page. */
export const ENROLMENT_ANCHOR = 'enrolment';

type CourseIntent = 'course-start' | 'course-pause' | 'course-resume' | 'course-leave';

/** The handlers of the course page's forms for the course `courseId`; the dog comes with the form. */
export function courseIntents(courseId: number, locale: Locale): Record<CourseIntent, PostHandler<PostFailure>> {
  const form =
    (intent: CourseIntent): PostHandler<PostFailure> =>
    async (fields, api) => {
      const dogId = idOf(fields.dogId);
      // An id that is no id names no dog of the member's: the API would answer 404 as well.
      if (dogId === null) return { intent, status: 404, errors: { form: translate('dog_not_found', locale) } };
      const dog = api.dogs[':dogId'].courses;
      const param = { dogId: String(dogId), courseId: String(courseId) };
      const answer = await (intent === 'course-start'
        ? answerOf(dog.$post({ param: { dogId: String(dogId) }, json: { courseId } }))
        : intent === 'course-pause'
          ? answerOf(dog[':courseId'].pause.$post({ param }))
          : intent === 'course-resume'
            ? answerOf(dog[':courseId'].resume.$post({ param }))
            : answerOf(dog[':courseId'].$delete({ param })));
      if (answer.ok) return { anchor: ENROLMENT_ANCHOR };
      const errors = Object.keys(answer.errors).length > 0 ? answer.errors : { form: translate('error_unexpected', locale) };
      return { intent, status: answer.status, errors };
    };
  return {
    'course-start': form('course-start'),
    'course-pause': form('course-pause'),
    'course-resume': form('course-resume'),
    'course-leave': form('course-leave'),
  };
}
