/** Image uploads (SPEC §7 `POST /api/process-image`) for members, processed in the Worker. */
import { Hono } from 'hono';
import { mediaUrl } from '../../shared/media';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { MAX_UPLOAD_BYTES } from '../images/limits';
import { storeUpload } from '../services/uploads';
import { rateLimitByAddress } from '../middleware/rate-limit';
import { currentUser } from '../middleware/session';

/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const imageRoutes = new Hono<AppEnv>().post(
  '/process-image',
  rateLimitByAddress({ name: 'process-image', limit: 60, windowSeconds: 3600 }),
  async (c) => {
    const user = currentUser(c);
    if (!user.isEmailVerified) throw new ApiError(403, 'error_forbidden');
    // Refuse an oversized upload before reading it into memory.
    if (Number(c.req.header('content-length') ?? 0) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw new ApiError(413, 'image_too_large', 'imageFile');
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.imageFile;
    if (!(file instanceof File)) throw new ApiError(400, 'image_missing', 'imageFile');
    const stored = await storeUpload(c.var.db, c.env.MEDIA, user.id, new Uint8Array(await file.arrayBuffer()));
    return c.json(
      { thumbnail: mediaUrl(stored.thumbnailKey), medium: mediaUrl(stored.mediumKey), metadata: { width: stored.width, height: stored.height } },
      201,
    );
  },
);
