import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import ImageUpload from '~/islands/images/ImageUpload';

interface Props {
  locale: Locale;
  /** A picture uploaded before the form came back with errors: kept, not uploaded again. */
  imageUrl: string;
}

/**
 * The optional photo of the plain session form: the one upload control, whose result goes into the
 * form's `imageUrl` field. Without JavaScript the form works without the photo.
 */
export default function SessionPhoto({ locale, imageUrl: initial }: Props) {
  const o = { locale };
  const [imageUrl, setImageUrl] = useState(initial);
  return (
    <fieldset>
      <legend className="field-label">{m.training_field_photo({}, o)}</legend>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        {imageUrl && <img src={imageUrl} alt={m.training_photo_chosen({}, o)} className="h-16 w-16 rounded-lg object-cover" />}
        <ImageUpload
          locale={locale}
          label={m.training_photo_upload({}, o)}
          tooLargeMessage={m.image_too_large({}, o)}
          onUploaded={(image) => setImageUrl(image.medium)}
        />
        {imageUrl && (
          <button type="button" className="btn-ghost" onClick={() => setImageUrl('')}>
            {m.training_photo_remove({}, o)}
          </button>
        )}
      </div>
      <input type="hidden" name="imageUrl" value={imageUrl} />
    </fieldset>
  );
}
