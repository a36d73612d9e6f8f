/**
 * The management screen (`/activities/manage`, docs/product-rules.md §2): activities split into test ones (title
 * or description contains 'test') and real ones. Members manage their own, moderators
 * and admins everyone's (docs/product-rules.md §11); the scope is applied here, not by the page.
 */
import { and, asc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { ActivityPage } from '~/shared/activity';
import type { Locale } from '~/shared/enums';
import { can } from '~/shared/policy';
import { TEST_DELETE_MAX, type ManageListQuery } from '~/shared/schemas/activity';
import type { Db } from '~/server/db/client';
import { activities, activityImages } from '~/server/db/schema';
import { auditEntry } from '~/server/services/admin/audit';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { deleteUploads } from '~/server/services/uploads';
import { activityPage } from './list';

/** Case-insensitive substring match through the trigram index (see migrations/0002). */
const isTest = sql`${activities.id} in (select rowid from activities_search where activities_search match '{title description} : "test"')`;

const scopeOf = (user: SessionUser): SQL[] => (can.moderate(actorOf(user)) ? [] : [eq(activities.authorId, user.id)]);

export function managedActivityPage(db: Db, user: SessionUser, query: ManageListQuery, locale: Locale): Promise<ActivityPage> {
  return activityPage(db, { q: query.q, cursor: query.cursor, sort: 'newest', lang: 'all' }, user, locale, [
    ...scopeOf(user),
    query.kind === 'test' ? isTest : not(isTest),
  ]);
}

/** The test activities in the member's scope, oldest first, as listed for confirmation; `more` when there are others beyond. */
export async function testActivitiesPreview(db: Db, user: SessionUser) {
  const rows = await db
    .select({ id: activities.id, title: activities.title })
    .from(activities)
    .where(and(...scopeOf(user), isTest))
    .orderBy(asc(activities.id))
    .limit(TEST_DELETE_MAX + 1);
  return { activities: rows.slice(0, TEST_DELETE_MAX), more: rows.length > TEST_DELETE_MAX };
}

/**
 * Deletes exactly the confirmed ids that still are test activities in the member's scope (the same
 * rule as the list), with their pictures; each deletion is audited in the same batch.
 */
export async function deleteTestActivities(db: Db, media: R2Bucket, user: SessionUser, ids: number[]): Promise<{ deleted: number }> {
  const chosen = await db
    .select({ id: activities.id, title: activities.title, authorId: activities.authorId })
    .from(activities)
    .where(and(...scopeOf(user), isTest, inArray(activities.id, ids)));
  if (chosen.length === 0) return { deleted: 0 };
  const chosenIds = chosen.map((activity) => activity.id);
  const [pictures, deleted] = await db.batch([
    db
      .select({ thumbnailKey: activityImages.thumbnailKey, mediumKey: activityImages.mediumKey })
      .from(activityImages)
      .where(inArray(activityImages.activityId, chosenIds)),
    db.delete(activities).where(inArray(activities.id, chosenIds)).returning({ id: activities.id }),
    ...chosen.map((activity) =>
      auditEntry(db, {
        actorId: user.id,
        action: 'test_activities_deleted',
        targetType: 'activity',
        targetId: activity.id,
        detail: { title: activity.title, authorId: activity.authorId },
      }),
    ),
  ]);
  await deleteUploads(
    db,
    media,
    pictures.flatMap((picture) => [picture.thumbnailKey, picture.mediumKey]),
  );
  return { deleted: deleted.length };
}
