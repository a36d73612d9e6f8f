/** Display texts of a course's status, for the author's list, the editor and the insights. */
import { m } from '~/paraglide/messages.js';
import type { CourseStatus, Locale } from '~/shared/enums';
import { labelOf } from './label';

export function courseStatusLabel(status: CourseStatus, locale: Locale): string {
  return labelOf({ draft: m.course_status_draft, published: m.course_status_published, archived: m.course_status_archived }, status, locale);
}
