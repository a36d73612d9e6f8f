/**
 * The editor's check before sending (docs/decisions/048-course-editor.md): the API's own schema,
 * with each problem at its field by the same dotted path the API answers with
 * (`stages.0.steps.1.goalSessions`). Loaded with the first save, so valibot stays out of the
 * editor's first load.
 */
import * as v from 'valibot';
import type { MessageKey } from '~/shared/messages';
import { courseSchema, type CourseInput } from '~/shared/schemas/course';
import type { FieldErrors, Texts } from '~/shared/validate-form';

export function checkCourse(values: unknown, texts: Texts): { data: CourseInput; errors: null } | { data: null; errors: FieldErrors } {
  const result = v.safeParse(courseSchema, values);
  if (result.success) return { data: result.output, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.map((segment) => String(segment.key)).join('.') || 'form';
    errors[field] ??= texts[issue.message as MessageKey] ?? issue.message;
  }
  return { data: null, errors };
}
