import type { ImageType } from './inspect';

/** What a member may pick (SPEC §5); the upload component sends a scaled copy of it. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * The longest edge the Worker decodes, per type (DESIGN §7): decoding needs about 4 bytes a pixel
 * plus the resize buffers, and a Worker isolate has 128 MB. The browser scales to 2048 px first.
 */
export const MAX_DECODE_EDGE: Record<ImageType, number> = { jpeg: 2560, png: 2560, gif: 2560, heic: 2048 };

/** The sizes written to R2 (long edge, never enlarged). */
export const THUMBNAIL_EDGE = 320;
export const MEDIUM_EDGE = 1280;
