/** The kinds of reportable content, looked up and shown or hidden the same way. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ReportTarget } from '~/shared/enums';
import type { Db } from '~/server/db/client';
import { activities, comments, courses, posts, users } from '~/server/db/schema';

const TABLES = { post: posts, comment: comments, activity: activities, course: courses } as const;

export interface TargetContent {
  id: number;
  authorId: number;
  authorName: string;
  authorSuspendedUntil: Date | null;
  /** What the moderator reads: the text of a post or comment, an activity's title and description, a course's title and summary. */
  text: string;
  hiddenAt: Date | null;
}

const CONTENT = {
  activity: sql<string>`${activities.title} || char(10) || ${activities.description}`,
  course: sql<string>`${courses.title} || char(10) || ${courses.summary}`,
  post: sql<string>`${posts.content}`,
  comment: sql<string>`${comments.content}`,
} satisfies Record<ReportTarget, unknown>;

/** The items of one kind with their authors, by id (missing ones are simply absent). */
export function targetsOf(db: Db, type: ReportTarget, ids: number[]) {
  const table = TABLES[type];
  return db
    .select({
      id: table.id,
      authorId: table.authorId,
      authorName: users.displayName,
      authorSuspendedUntil: users.suspendedUntil,
      text: CONTENT[type],
      hiddenAt: table.hiddenAt,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.authorId))
    .where(inArray(table.id, ids.length ? ids : [0]));
}

export async function targetOf(db: Db, type: ReportTarget, id: number): Promise<TargetContent | undefined> {
  const [row] = await targetsOf(db, type, [id]);
  return row;
}

/** Hides the item (`hidden`), or shows it again; returns the statement so the caller batches it with its decision. */
export function setHidden(db: Db, type: ReportTarget, id: number, hidden: boolean) {
  const table = TABLES[type];
  return db
    .update(table)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(table.id, id));
}

export const targetTable = (type: ReportTarget) => TABLES[type];
