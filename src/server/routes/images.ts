/** Image uploads (SPEC §7 `process-image`, `convert-heic`) for members, processed in the Worker. */
import { Hono, type Context } from 'hono';
import { mediaUrl } from '../../shared/media';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import type { User } from '../db/schema';
import { MAX_UPLOAD_BYTES } from '../images/limits';
import { convertHeic } from '../images/process';
import { storeUpload } from '../services/uploads';
import { rateLimitByAddress } from '../middleware/rate-limit';
import { currentUser } from '../middleware/session';
import { refuseWhileSuspended } from '../middleware/suspension';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The uploaded file of a member's multipart request, refused early when it cannot fit. */
async function uploadedFile(c: Context<AppEnv>, field: string): Promise<{ user: User; bytes: Uint8Array }> {
  const user = currentUser(c);
  if (!user.isEmailVerified) throw new ApiError(403, 'error_forbidden');
  // Refuse an oversized upload before reading it into memory.
  if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw new ApiError(413, 'image_too_large', field);
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body[field];
  if (!(file instanceof File)) throw new ApiError(400, 'image_missing', field);
  return { user, bytes: new Uint8Array(await file.arrayBuffer()) };
}

const uploadLimit = rateLimitByAddress({ name: 'image-upload', limit: 60, windowSeconds: 3600 });

export const imageRoutes = new Hono<AppEnv>()
  .post('/process-image', refuseWhileSuspended, uploadLimit, async (c) => {
    const { user, bytes } = await uploadedFile(c, 'imageFile');
    const stored = await storeUpload(c.var.db, c.env.MEDIA, user.id, bytes);
    return c.json(
      { thumbnail: mediaUrl(stored.thumbnailKey), medium: mediaUrl(stored.mediumKey), metadata: { width: stored.width, height: stored.height } },
      201,
    );
  })
  .post('/convert-heic', refuseWhileSuspended, uploadLimit, async (c) => {
    const { bytes } = await uploadedFile(c, 'heicFile');
    return c.json({ dataUrl: await convertHeic(bytes) });
  });
