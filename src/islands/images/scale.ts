/**
 * Scales a picked picture in the browser before upload (DESIGN §7): the Worker only ever decodes
 * what fits its memory. EXIF orientation is applied while decoding.
 */
export const MAX_UPLOAD_EDGE = 2048;
export const MAX_PICK_BYTES = 50 * 1024 * 1024;

export const isHeic = (file: File) => /image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name);

/** A scaled copy as a Blob: PNG for pictures that may be transparent, JPEG otherwise. */
export async function scaleForUpload(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const factor = Math.min(1, MAX_UPLOAD_EDGE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * factor));
  canvas.height = Math.max(1, Math.round(bitmap.height * factor));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const type = file.type === 'image/png' || file.type === 'image/gif' ? 'image/png' : 'image/jpeg';
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))), type, 0.9));
}
