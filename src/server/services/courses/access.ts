/**
 * Who reads and who changes a course (docs/decisions/044-courses.md). A draft is its author's and
 * the admins': anyone else is told it does not exist (404), as is anyone but a moderator for a
 * course moderation hid. A readable course that is not the actor's to change answers 403.
 */
import type { CourseStatus } from '~/shared/enums';
import { can } from '~/shared/policy';
import { ApiError } from '~/server/errors';
import { actorOf, type SessionUser } from '~/server/auth/session-user';

export interface CourseHead {
  authorId: number;
  status: CourseStatus;
  hiddenAt: Date | null;
}

/** The author, or an admin with staff powers. */
export function mayChange(viewer: SessionUser | null, course: CourseHead): boolean {
  const actor = actorOf(viewer);
  return actor !== null && (actor.id === course.authorId || can.administerUsers(actor));
}

export function mayRead(viewer: SessionUser | null, course: CourseHead): boolean {
  if (course.hiddenAt !== null && !can.moderate(actorOf(viewer))) return false;
  return course.status !== 'draft' || mayChange(viewer, course);
}

/** The course, when the viewer may read it; 404 otherwise (or when there is none). */
export function readable<T extends CourseHead>(viewer: SessionUser | null, course: T | undefined): T {
  if (!course || !mayRead(viewer, course)) throw new ApiError(404, 'course_not_found');
  return course;
}

/** The course, when the actor may change it: 404 when they may not even read it, 403 when it is someone else's. */
export function changeable<T extends CourseHead>(viewer: SessionUser, course: T | undefined): T {
  const found = readable(viewer, course);
  if (!mayChange(viewer, found)) throw new ApiError(403, 'course_not_yours');
  return found;
}
