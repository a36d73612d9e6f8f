/**
 * The management screen (SPEC §2 `/activities/manage`): activities split into test ones (title
 * or description contains 'test') and real ones. DESIGN §9: members manage their own, moderators
 * and admins everyone's; the scope is applied here, not by the page.
 */
import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { ActivityPage } from '../../../shared/activity';
import type { Locale } from '../../../shared/enums';
import { isModerator } from '../../../shared/policy';
import type { ManageListQuery } from '../../../shared/schemas/activity';
import type { Db } from '../../db/client';
import { activities, activityImages } from '../../db/schema';
import { actorOf, type SessionUser } from '../session-user';
import { deleteUploads } from '../uploads';
import { listActivities } from './list';

/** Case-insensitive substring match through the trigram index (see migrations/0002). */
const isTest = sql`${activities.id} in (select rowid from activities_search where activities_search match '{title description} : "test"')`;

const scopeOf = (user: SessionUser): SQL[] => (isModerator(actorOf(user)) ? [] : [eq(activities.authorId, user.id)]);

export function manageActivities(db: Db, user: SessionUser, query: ManageListQuery, locale: Locale): Promise<ActivityPage> {
  return listActivities(db, { q: query.q, cursor: query.cursor, sort: 'newest', lang: 'all' }, user, locale, [
    ...scopeOf(user),
    query.kind === 'test' ? isTest : not(isTest),
  ]);
}

/** Deletes every test activity in the member's scope, with its pictures. */
export async function deleteTestActivities(db: Db, media: R2Bucket, user: SessionUser): Promise<{ deleted: number }> {
  const chosen = and(...scopeOf(user), isTest);
  const [pictures, deleted] = await db.batch([
    db
      .select({ thumbnailKey: activityImages.thumbnailKey, mediumKey: activityImages.mediumKey })
      .from(activityImages)
      .where(inArray(activityImages.activityId, db.select({ id: activities.id }).from(activities).where(chosen))),
    db.delete(activities).where(chosen).returning({ id: activities.id }),
  ]);
  await deleteUploads(db, media, pictures.flatMap((picture) => [picture.thumbnailKey, picture.mediumKey]));
  return { deleted: deleted.length };
}
