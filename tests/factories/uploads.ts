/** A processed upload as the image route leaves it: both sizes in R2 and its row. */
import type { Db } from '~/server/db/client';
import { uploads } from '~/server/db/schema';

export interface TestUpload {
  prefix: string;
  thumbnailKey: string;
  mediumKey: string;
}

export async function createUpload(db: Db, media: R2Bucket, userId: number | null, createdAt: Date): Promise<TestUpload> {
  const prefix = `images/${crypto.randomUUID()}`;
  const upload = { prefix, thumbnailKey: `${prefix}/thumbnail.jpg`, mediumKey: `${prefix}/medium.jpg` };
  await Promise.all([media.put(upload.thumbnailKey, 'thumbnail'), media.put(upload.mediumKey, 'medium')]);
  await db.insert(uploads).values({ prefix, userId, width: 1280, height: 960, createdAt });
  return upload;
}

/** The R2 keys stored under an upload's prefix. */
export async function objectsOf(media: R2Bucket, upload: TestUpload): Promise<string[]> {
  const listed = await media.list({ prefix: `${upload.prefix}/` });
  return listed.objects.map((object) => object.key).sort();
}
