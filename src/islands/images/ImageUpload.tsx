import { useId, useState, type ChangeEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ApiErrorBody } from '~/shared/api-error';
import type { Locale } from '~/shared/enums';
import { LOCALE_HEADER } from '~/shared/locale-transport';

export interface UploadedImage {
  thumbnail: string;
  medium: string;
  metadata: { width: number; height: number };
}

interface Props {
  locale: Locale;
  label: string;
  /** The message for a file over 50 MB (the profile and activity forms word it differently). */
  tooLargeMessage: string;
  hint?: string;
  onUploaded(image: UploadedImage): void | Promise<void>;
}

/**
 * The one upload control (avatars, activity images): checks size and type, scales in the browser,
 * uploads with a progress bar, then waits for the Worker's processing.
 */
export default function ImageUpload({ locale, label, tooLargeMessage, hint, onUploaded }: Props) {
  const o = { locale };
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState('');

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError('');
    // The scaling code loads with the first picture, not with every page that offers an upload.
    const { isHeic, MAX_PICK_BYTES, scaleForUpload } = await import('./scale');
    if (file.size > MAX_PICK_BYTES) return setError(tooLargeMessage);
    let payload: Blob;
    try {
      payload = await scaleForUpload(file);
    } catch {
      if (!isHeic(file)) return setError(m.upload_read_error({}, o));
      // Not even libheif could read it here: the Worker tries once more and answers with the
      // camera-format hint if it cannot either (docs/product-rules.md §7.4).
      payload = file;
    }
    try {
      const image = await send(payload, locale, setProgress, () => setProcessing(true));
      await onUploaded(image);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : m.image_processing_failed({}, o));
    } finally {
      setProgress(null);
      setProcessing(false);
    }
  }

  const busy = progress !== null;
  return (
    <div>
      <label htmlFor={inputId} className={`btn-ghost cursor-pointer ${busy ? 'pointer-events-none opacity-60' : ''}`}>
        {label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/heic,image/heif,.heic,.heif"
        className="sr-only"
        onChange={pick}
        disabled={busy}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-2 text-xs text-ink-muted dark:text-stone-400">
          {hint}
        </p>
      )}
      {busy && (
        <div className="mt-2" role="status">
          <progress
            className="w-full"
            max={100}
            value={processing ? undefined : (progress ?? 0)}
            aria-label={processing ? m.upload_processing({}, o) : m.upload_uploading({}, o)}
          />
          <p className="text-xs">{processing ? m.upload_processing({}, o) : m.upload_uploading({}, o)}</p>
        </div>
      )}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * `POST /api/process-image` over XMLHttpRequest, the one browser API that reports upload progress
 * (the typed client cannot); the answer has the shape the typed routes declare.
 */
function send(blob: Blob, locale: Locale, onProgress: (percent: number) => void, onUploaded: () => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/process-image');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(LOCALE_HEADER, locale);
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.upload.onload = onUploaded;
    request.onload = () =>
      request.status === 201
        ? resolve(request.response as UploadedImage)
        : reject(new Error((request.response as Partial<ApiErrorBody> | null)?.message ?? ''));
    request.onerror = () => reject(new Error(''));
    const form = new FormData();
    form.append('imageFile', blob, 'upload');
    onProgress(0);
    request.send(form);
  });
}
