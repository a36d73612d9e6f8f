/**
 * An author's own courses for the catalogue (docs/decisions/048-course-editor.md): drafts,
 * published and archived ones, the most recently changed first, capped at `AUTHOR_COURSES_MAX`
 * rows. The index `courses_author_idx` (author, updated_at) serves the order and the cap.
 */
import { desc, eq } from 'drizzle-orm';
import type { CourseStatus } from '~/shared/enums';
import type { Db } from '~/server/db/client';
import { courses } from '~/server/db/schema';

/** How many of their own courses the catalogue lists for an author. */
export const AUTHOR_COURSES_MAX = 10;

export interface AuthoredCourse {
  id: number;
  title: string;
  status: CourseStatus;
  enrolments: number;
}

/** The author's courses, at most one more than the cap, so the page knows whether there are more. */
export async function coursesByAuthor(db: Db, authorId: number): Promise<{ courses: AuthoredCourse[]; more: boolean }> {
  const rows = await db
    .select({ id: courses.id, title: courses.title, status: courses.status, enrolments: courses.enrolments })
    .from(courses)
    .where(eq(courses.authorId, authorId))
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(AUTHOR_COURSES_MAX + 1);
  return { courses: rows.slice(0, AUTHOR_COURSES_MAX), more: rows.length > AUTHOR_COURSES_MAX };
}
