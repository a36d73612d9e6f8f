/**
 * Uploaded images and who owns them. Each upload is one R2 prefix (`images/<uuid>`) holding its
 * sizes; records point at one size, and the whole prefix goes when no record needs it any more.
 */
import { and, eq, inArray, lt, not, sql, type AnyColumn } from 'drizzle-orm';
import { mediaPath } from '~/shared/media';
import type { Db } from '~/server/db/client';
import { activityImages, dogs, posts, trainingSessions, uploads, users } from '~/server/db/schema';
import { ApiError } from '~/server/errors';
import { processAndStore, type StoredImage } from '~/server/images/process';

const MEDIA_URL = /^\/media\/(images\/[0-9a-f-]{36})\/(?:thumbnail|medium)\.(jpg|png)$/;

/** The upload behind a `/media/…` image URL: its prefix and both size keys; null for any other string. */
export function uploadOfUrl(url: string): { prefix: string; thumbnailKey: string; mediumKey: string } | null {
  const [, prefix, extension] = MEDIA_URL.exec(url) ?? [];
  if (!prefix || !extension) return null;
  return { prefix, thumbnailKey: `${prefix}/thumbnail.${extension}`, mediumKey: `${prefix}/medium.${extension}` };
}

export const prefixOfKey = (key: string) => key.split('/').slice(0, 2).join('/');

/** An upload not attached within this time is taken as abandoned (a cancelled form, a replaced pick). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Processes and records an upload. Each upload also clears the member's abandoned ones, so
 * pictures that were never attached do not stay in R2.
 */
export async function storeUpload(db: Db, media: R2Bucket, userId: number, bytes: Uint8Array, now = Date.now()): Promise<StoredImage> {
  const stored = await processAndStore(media, bytes);
  await db.insert(uploads).values({ prefix: prefixOfKey(stored.mediumKey), userId, width: stored.width, height: stored.height });
  await deleteUploads(db, media, await abandonedUploads(db, userId, now - ABANDONED_AFTER_MS));
  return stored;
}

/** Both sizes of the upload a stored key points into, as URLs; null without a key. */
export function imageSizesOf(key: string | null): { thumbnail: string; medium: string } | null {
  const upload = key ? uploadOfUrl(mediaPath(key)) : null;
  return upload ? { thumbnail: mediaPath(upload.thumbnailKey), medium: mediaPath(upload.mediumKey) } : null;
}

/**
 * Whether an avatar, an activity picture, a post image, a dog's photo or a training session's photo points into the upload. Keys inside the
 * prefix `images/<uuid>` sort between `images/<uuid>/` and `images/<uuid>0` ('0' follows '/'), a
 * range the indexes on those key columns answer without scanning the tables.
 */
const prefixInUse = (prefix: AnyColumn | string) => {
  const inside = (column: AnyColumn) => sql`(${column} > ${prefix} || '/' and ${column} < ${prefix} || '0')`;
  return sql`(exists (select 1 from ${users} where ${inside(users.avatarKey)})
    or exists (select 1 from ${activityImages} where ${inside(activityImages.mediumKey)})
    or exists (select 1 from ${activityImages} where ${inside(activityImages.thumbnailKey)})
    or exists (select 1 from ${posts} where ${inside(posts.imageKey)})
    or exists (select 1 from ${dogs} where ${inside(dogs.photoKey)})
    or exists (select 1 from ${trainingSessions} where ${inside(trainingSessions.imageKey)}))`;
};

export const uploadInUse = prefixInUse(uploads.prefix);

/** The member's uploads older than `before` that no avatar, activity, post, dog or session points into (as key prefixes). */
export async function abandonedUploads(db: Db, userId: number, before: number): Promise<string[]> {
  const rows = await db
    .select({ prefix: uploads.prefix })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), lt(uploads.createdAt, new Date(before)), not(uploadInUse)));
  return rows.map((row) => `${row.prefix}/`);
}

/** The R2 key behind a `/media/…` URL the user uploaded; 403 for anything else. */
export async function ownedUploadKey(db: Db, userId: number, url: string, field: string): Promise<string> {
  const prefix = uploadOfUrl(url)?.prefix;
  const [owned] = prefix
    ? await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.prefix, prefix), eq(uploads.userId, userId)))
    : [];
  if (!owned) throw new ApiError(403, 'image_not_yours', field);
  return url.replace(/^\/media\//, '');
}

/**
 * The image key a write asks for: unchanged (`url` undefined), removed (null or blank), the record's
 * current image (a co-owner may save a form with the photo another owner uploaded), or the member's
 * own new upload (403 `image_not_yours` for anything else).
 */
export async function imageKeyFor(db: Db, userId: number, url: string | null | undefined, current: string | null, field: string): Promise<string | null> {
  if (url === undefined) return current;
  if (url === null || url === '') return null;
  if (current && [mediaPath(current), imageSizesOf(current)?.thumbnail].includes(url)) return current;
  return ownedUploadKey(db, userId, url, field);
}

/** The user's own uploads among `prefixes`, with their pixel sizes. */
export function ownedUploads(db: Db, userId: number, prefixes: string[]) {
  if (prefixes.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.prefix, prefixes)));
}

/**
 * Removes uploads, by any key inside them, from R2 and from the record once nothing points into
 * them: the same picture may be a member's avatar and their dog's photo, and replacing one keeps
 * it for the other. Callers pass what their write detached, after the write. The check is the one
 * statement that disowns the upload (recording it first if it predates the record), so no form can
 * attach it from then on (only its uploader may attach an upload); then its objects go, then its
 * row, so no object is left without a row.
 */
export async function deleteUploads(db: Db, media: R2Bucket, keys: string[]): Promise<void> {
  const prefixes = [...new Set(keys.map(prefixOfKey))];
  for (const prefix of prefixes) {
    const [unused] = await db
      .insert(uploads)
      .select(
        db
          .select({
            prefix: sql<string>`${prefix}`.as('prefix'),
            userId: sql<null>`null`.as('user_id'),
            width: sql<null>`null`.as('width'),
            height: sql<null>`null`.as('height'),
            confirmedAt: sql<null>`null`.as('confirmed_at'),
            createdAt: sql<number>`${Date.now()}`.as('created_at'),
          })
          .from(sql`(select 1)`)
          .where(not(prefixInUse(prefix))),
      )
      .onConflictDoUpdate({ target: uploads.prefix, set: { userId: null } })
      .returning({ prefix: uploads.prefix });
    if (!unused) continue;
    const listed = await media.list({ prefix: `${prefix}/` });
    if (listed.objects.length > 0) await media.delete(listed.objects.map((o) => o.key));
    await db.delete(uploads).where(eq(uploads.prefix, prefix));
  }
}
