/** The three kinds of reportable content, looked up and shown or hidden the same way. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ReportTarget } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { activities, comments, posts } from '../../db/schema';

const TABLES = { post: posts, comment: comments, activity: activities } as const;

export interface TargetContent {
  id: number;
  authorId: number;
  /** What the moderator reads: the text of a post or comment, an activity's title and description. */
  text: string;
  hiddenAt: Date | null;
}

const contentOf = (type: ReportTarget) =>
  type === 'activity' ? sql<string>`${activities.title} || char(10) || ${activities.description}` : type === 'post' ? sql<string>`${posts.content}` : sql<string>`${comments.content}`;

/** The items of one kind, by id (missing ones are simply absent). */
export function targetsOf(db: Db, type: ReportTarget, ids: number[]) {
  const table = TABLES[type];
  return db.select({ id: table.id, authorId: table.authorId, text: contentOf(type), hiddenAt: table.hiddenAt }).from(table).where(inArray(table.id, ids.length ? ids : [0]));
}

export async function targetOf(db: Db, type: ReportTarget, id: number): Promise<TargetContent | undefined> {
  const [row] = await targetsOf(db, type, [id]);
  return row;
}

/** Hides the item when `condition` holds (SQL), or shows it again. */
export function setHidden(db: Db, type: ReportTarget, id: number, hidden: boolean) {
  const table = TABLES[type];
  return db.update(table).set({ hiddenAt: hidden ? new Date() : null }).where(eq(table.id, id));
}

export const targetTable = (type: ReportTarget) => TABLES[type];
