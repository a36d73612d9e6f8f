import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import ImageUpload, { type UploadedImage } from '~/islands/images/ImageUpload';

interface Props {
  locale: Locale;
  /** The dog's name for the picture's text; empty while a new dog has none yet. */
  name: string;
  /** The thumbnail shown, or null without a photo. */
  shown: string | null;
  error?: string | undefined;
  onUploaded(image: UploadedImage): void;
  onRemove(): void;
}

/** A dog's photo in a form: the picture, the upload, and a way to remove it (the dog form and the first-run setup). */
export default function DogPhotoField({ locale, name, shown, error, onUploaded, onRemove }: Props) {
  const o = { locale };
  return (
    <fieldset>
      <legend className="field-label">{m.dog_list_photo({}, o)}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {shown && <img src={shown} alt={m.dog_list_photo_alt({ name }, o)} className="h-16 w-16 rounded-full object-cover" />}
        <ImageUpload locale={locale} label={m.dog_list_photo_upload({}, o)} tooLargeMessage={m.dog_list_photo_too_large({}, o)} onUploaded={onUploaded} />
        {shown && (
          <button type="button" className="btn-ghost" onClick={onRemove}>
            {m.dog_list_photo_remove({}, o)}
          </button>
        )}
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}
