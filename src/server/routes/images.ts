/** Image uploads (`process-image`, `convert-heic`; docs/product-rules.md §9) for members, processed in the Worker. */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mediaUrl } from '~/shared/media';
import { can } from '~/shared/policy';
import type { AppEnv } from '~/server/context';
import { ApiError } from '~/server/errors';
import type { User } from '~/server/db/schema';
import { MAX_UPLOAD_BYTES } from '~/server/images/limits';
import { convertHeic } from '~/server/images/process';
import { storeUpload } from '~/server/services/uploads';
import { type GuardedEnv, requireAbility } from '~/server/middleware/guard';
import { rateLimitByAddress } from '~/server/middleware/rate-limit';
import { refuseWhileSuspended } from '~/server/middleware/suspension';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Only members with a verified email upload. */
const uploader = requireAbility(can.uploadImage);

/**
 * An oversized body is refused before it is in memory: by its Content-Length, or, for a chunked
 * body without one, counted as it arrives (hono's bodyLimit).
 */
const uploadSizeLimit = (field: string) =>
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw new ApiError(413, 'image_too_large', field);
    },
  });

/** The uploaded file of a member's multipart request. */
async function uploadedFile(c: Context<AppEnv & GuardedEnv>, field: string): Promise<{ user: User; bytes: Uint8Array }> {
  const user = c.var.user;
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body[field];
  if (!(file instanceof File)) throw new ApiError(400, 'image_missing', field);
  return { user, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const uploadLimit = rateLimitByAddress({ name: 'image-upload', limit: 60, windowSeconds: 3600 });

export const imageRoutes = new Hono<AppEnv>()
  .post('/process-image', refuseWhileSuspended, uploadLimit, uploader, uploadSizeLimit('imageFile'), async (c) => {
    const { user, bytes } = await uploadedFile(c, 'imageFile');
    const stored = await storeUpload(c.var.db, c.env.MEDIA, user.id, bytes);
    return c.json(
      { thumbnail: mediaUrl(stored.thumbnailKey), medium: mediaUrl(stored.mediumKey), metadata: { width: stored.width, height: stored.height } },
      201,
    );
  })
  .post('/convert-heic', refuseWhileSuspended, uploadLimit, uploader, uploadSizeLimit('heicFile'), async (c) => {
    const { bytes } = await uploadedFile(c, 'heicFile');
    return c.json({ dataUrl: await convertHeic(bytes) });
  });
