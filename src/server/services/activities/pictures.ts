/**
 * An activity's pictures as the forms send them: `/media/…` URLs, in order. A picture the
 * activity already has stays (whoever uploaded it, so moderators can edit); a new one must be the
 * editor's own upload.
 */
import type { ActivityImage as ActivityImageRow } from '~/server/db/schema';
import type { Db } from '~/server/db/client';
import { ApiError } from '~/server/errors';
import { ownedUploads, uploadOfUrl } from '~/server/services/uploads';

export type Picture = Pick<ActivityImageRow, 'thumbnailKey' | 'mediumKey' | 'width' | 'height'>;

export async function resolvePictures(db: Db, userId: number, urls: string[], current: Picture[] = []): Promise<Picture[]> {
  const wanted = urls.map((url) => uploadOfUrl(url) ?? refuse());
  const unique = [...new Map(wanted.map((upload) => [upload.prefix, upload])).values()];
  const kept = new Map(current.map((picture) => [picture.mediumKey, picture]));
  const fresh = unique.filter((upload) => !kept.has(upload.mediumKey));
  const owned = new Map(
    (
      await ownedUploads(
        db,
        userId,
        fresh.map((upload) => upload.prefix),
      )
    ).map((row) => [row.prefix, row]),
  );
  return unique.map((upload) => {
    const existing = kept.get(upload.mediumKey);
    if (existing) return existing;
    const row = owned.get(upload.prefix) ?? refuse();
    return { thumbnailKey: upload.thumbnailKey, mediumKey: upload.mediumKey, width: row.width ?? 0, height: row.height ?? 0 };
  });
}

function refuse(): never {
  throw new ApiError(403, 'image_not_yours', 'images');
}
