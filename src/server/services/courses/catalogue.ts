/**
 * The course catalogue, `GET /api/courses` (docs/decisions/044-courses.md): published courses not
 * hidden by moderation, newest first, paged by cursor, in the reader's language unless `lang` says
 * otherwise, by goal tag and by a dog's age. For an age, only courses whose range fits count, and
 * those with a range (puppy courses) come first. Each order walks an index of its own (migrations
 * 0027 and 0032), so a page reads rows bounded by its size.
 */
import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CoursePage } from '~/shared/courses/api';
import type { Locale } from '~/shared/enums';
import { COURSE_PAGE_SIZE, type CourseListQuery } from '~/shared/schemas/course';
import type { Db } from '~/server/db/client';
import { courses, courseTags } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { decodeCursor, pageOf } from '~/server/services/cursor';
import { selectCards, toCard } from './columns';

/** Whether a course names an age range: the first sort key for a dog's age (the indexes of migration 0032). */
const hasRange = sql<number>`(${courses.ageMinWeeks} IS NOT NULL OR ${courses.ageMaxWeeks} IS NOT NULL)`;

/** The cursor's sort value: the publication time, with the range flag in front when ordering by age (`1:…`). */
function afterCursor(text: string, byAge: boolean): SQL {
  const [value, id] = decodeCursor(text);
  if (!byAge && typeof value === 'number') return sql`(${courses.publishedAt}, ${courses.id}) < (${value}, ${id})`;
  const match = byAge && typeof value === 'string' ? value.match(/^([01]):(\d{1,15})$/) : null;
  if (!match) throw new ApiError(400, 'error_cursor_invalid', 'cursor');
  return sql`(${hasRange}, ${courses.publishedAt}, ${courses.id}) < (${Number(match[1])}, ${Number(match[2])}, ${id})`;
}

export async function coursePage(db: Db, query: CourseListQuery, locale: Locale): Promise<CoursePage> {
  const lang = query.lang ?? locale;
  const byAge = query.ageWeeks !== undefined;
  const conditions: SQL[] = [eq(courses.status, 'published'), isNull(courses.hiddenAt)];
  if (lang !== 'all') conditions.push(eq(courses.lang, lang));
  if (query.tag) conditions.push(sql`exists (select 1 from ${courseTags} where ${courseTags.courseId} = ${courses.id} and ${courseTags.tag} = ${query.tag})`);
  if (query.ageWeeks !== undefined) {
    const weeks = query.ageWeeks;
    conditions.push(
      or(isNull(courses.ageMinWeeks), sql`${courses.ageMinWeeks} <= ${weeks}`) as SQL,
      or(isNull(courses.ageMaxWeeks), sql`${courses.ageMaxWeeks} >= ${weeks}`) as SQL,
    );
  }
  if (query.cursor) conditions.push(afterCursor(query.cursor, byAge));
  const rows = await selectCards(db)
    .where(and(...conditions))
    .orderBy(...(byAge ? [desc(hasRange)] : []), desc(courses.publishedAt), desc(courses.id))
    .limit(COURSE_PAGE_SIZE + 1);
  const { page, nextCursor } = pageOf(rows, COURSE_PAGE_SIZE, (last) => {
    const published = last.publishedAt?.getTime() ?? 0;
    const ranged = last.ageMinWeeks !== null || last.ageMaxWeeks !== null ? 1 : 0;
    return [byAge ? `${ranged}:${published}` : published, last.id];
  });
  return { courses: page.map(toCard), nextCursor };
}
