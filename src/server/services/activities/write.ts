/**
 * Creating, editing and deleting activities (docs/product-rules.md §6). Each write is one D1 batch,
 * so an activity never exists without its tags and pictures; R2 objects that no record needs any
 * more are removed after the batch has committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { DIFFICULTY_RANK, type Locale } from '~/shared/enums';
import { activityLimit, can, type Actor } from '~/shared/policy';
import type { CreateActivityInput, EditActivityInput } from '~/shared/schemas/activity';
import type { Db } from '~/server/db/client';
import { activities, activityImages, activityTags } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { contentChangeAudit } from '~/server/services/admin/audit';
import { actorOf, type SessionUser } from '~/server/auth/session-user';
import { deleteUploads } from '~/server/services/uploads';
import { resolvePictures, type Picture } from './pictures';

/** Why a member may not create: the limit screen for those who could, "not yet" for the rest. */
function refuseCreate(actor: Actor | null): never {
  if (actor && Number.isFinite(activityLimit(actor)) && activityLimit(actor) > 0) throw new ApiError(403, 'activity_limit_reached');
  throw new ApiError(403, 'activity_create_not_allowed');
}

const isAuthorGuardViolation = (error: unknown) =>
  /NOT NULL constraint failed: activities\.author_id/.test(String(error instanceof Error ? `${error.message} ${String(error.cause)}` : error));

const tagRows = (activityId: number | ReturnType<typeof sql>, tags: string[]) => tags.map((tag) => ({ activityId, tag }));
const pictureRows = (activityId: number | ReturnType<typeof sql>, pictures: Picture[]) =>
  pictures.map((picture, position) => ({ ...picture, activityId, position }));

export async function createActivity(db: Db, user: SessionUser, input: CreateActivityInput, lang: Locale): Promise<{ id: number }> {
  const actor = actorOf(user);
  if (!can.createActivity(actor)) refuseCreate(actor);
  const pictures = await resolvePictures(db, user.id, input.images);
  const limit = activityLimit(actor);
  // The limit is checked inside the insert: the author is only found while there is room, so
  // concurrent creates cannot overshoot it (a NULL author fails the batch as a whole).
  const authorWithRoom = sql`(select id from users where id = ${user.id} and activities_created < ${Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER})`;
  // The new row is the author's highest id: ids only grow, and the batch is one transaction.
  const newId = sql`(select max(${activities.id}) from ${activities} where ${activities.authorId} = ${user.id})`;
  try {
    const [[created]] = await db.batch([
      db
        .insert(activities)
        .values({
          authorId: authorWithRoom,
          lang,
          title: input.title,
          description: input.description,
          content: input.content,
          difficulty: input.difficulty,
          difficultyRank: DIFFICULTY_RANK[input.difficulty],
          duration: input.duration,
          location: input.location,
          kind: input.kind ?? null,
          videoUrl: input.videoUrl || null,
          isOfficial: false,
          isApproved: false,
        })
        .returning({ id: activities.id }),
      ...(input.tags.length > 0 ? [db.insert(activityTags).values(tagRows(newId, input.tags))] : []),
      ...(pictures.length > 0 ? [db.insert(activityImages).values(pictureRows(newId, pictures))] : []),
    ]);
    if (!created) throw new Error('activity insert returned no row');
    return created;
  } catch (error) {
    if (isAuthorGuardViolation(error)) throw new ApiError(403, 'activity_limit_reached');
    throw error;
  }
}

/** The activity (as the audit log names it) and its pictures, after checking the actor may change it. */
async function editable(db: Db, user: SessionUser, id: number) {
  const [[activity], pictures] = await db.batch([
    db.select({ authorId: activities.authorId, text: activities.title }).from(activities).where(eq(activities.id, id)),
    db.select().from(activityImages).where(eq(activityImages.activityId, id)),
  ]);
  if (!activity) throw new ApiError(404, 'activity_not_found');
  if (!can.editContent(actorOf(user), activity.authorId)) throw new ApiError(403, 'activity_not_yours');
  return { content: { ...activity, type: 'activity' as const, id }, pictures };
}

const keysOf = (pictures: Picture[]) => pictures.flatMap((picture) => [picture.thumbnailKey, picture.mediumKey]);

export async function updateActivity(db: Db, media: R2Bucket, user: SessionUser, id: number, input: EditActivityInput): Promise<{ id: number }> {
  const { content, pictures: current } = await editable(db, user, id);
  const pictures = input.images ? await resolvePictures(db, user.id, input.images, current) : null;
  const { tags, images: _images, videoUrl, difficulty, ...fields } = input;
  await db.batch([
    db
      .update(activities)
      .set({
        ...fields,
        ...(difficulty ? { difficulty, difficultyRank: DIFFICULTY_RANK[difficulty] } : {}),
        ...(videoUrl !== undefined ? { videoUrl: videoUrl || null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(activities.id, id)),
    // Staff editing someone else's activity is audited with the edit.
    ...contentChangeAudit(db, user.id, 'content_edited', content),
    ...(tags ? [db.delete(activityTags).where(eq(activityTags.activityId, id))] : []),
    ...(tags && tags.length > 0 ? [db.insert(activityTags).values(tagRows(id, tags))] : []),
    ...(pictures ? [db.delete(activityImages).where(eq(activityImages.activityId, id))] : []),
    ...(pictures && pictures.length > 0 ? [db.insert(activityImages).values(pictureRows(id, pictures))] : []),
  ]);
  if (pictures) {
    const keep = new Set(pictures.map((picture) => picture.mediumKey));
    await deleteUploads(db, media, keysOf(current.filter((picture) => !keep.has(picture.mediumKey))));
  }
  return { id };
}

/**
 * Deletes the activity, its pictures from R2 after the commit. Staff deleting someone else's is
 * audited in the same batch, and a moderation `decision` commits with it.
 */
export async function deleteActivity(db: Db, media: R2Bucket, user: SessionUser, id: number, decision?: BatchItem<'sqlite'>): Promise<void> {
  const { content, pictures } = await editable(db, user, id);
  await db.batch([db.delete(activities).where(eq(activities.id, id)), ...contentChangeAudit(db, user.id, 'content_deleted', content, decision)]);
  await deleteUploads(db, media, keysOf(pictures));
}
