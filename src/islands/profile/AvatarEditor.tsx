import { useEffect, useRef } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { PublicUser } from '~/shared/users';
import { mergeCurrentUser } from '~/stores/current-user';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import ImageUpload from '~/islands/images/ImageUpload';

interface Props {
  locale: Locale;
  user: PublicUser;
  onChange(user: PublicUser): void;
}

/**
 * Upload or remove the profile picture; loaded when the member opens it, like the password and
 * two-factor forms (island-page budget, docs/architecture.md §12). A change is saved at once.
 */
export default function AvatarEditor({ locale, user, onChange }: Props) {
  const o = { locale };
  const editor = useRef<HTMLDivElement>(null);
  // The button that opened the editor is gone: keyboard focus moves on to the upload.
  useEffect(() => {
    editor.current?.querySelector('input')?.focus();
  }, []);

  async function setAvatar(avatarUrl: string | null) {
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const updated = await readJson(await api.users[':id'].$patch({ param: { id: String(user.id) }, json: { avatarUrl } }));
      onChange(updated);
      mergeCurrentUser({ avatarUrl: updated.avatarUrl });
    } catch (error) {
      showToast({ title: m.error_title({}, o), description: errorText(error, m.profile_update_failed({}, o)), variant: 'destructive' });
    }
  }

  return (
    <div ref={editor} className="mt-3 flex flex-wrap items-start gap-2">
      <ImageUpload
        locale={locale}
        label={m.profile_avatar_upload({}, o)}
        tooLargeMessage={m.profile_avatar_too_large({}, o)}
        hint={m.profile_avatar_hint({}, o)}
        onUploaded={(image) => setAvatar(image.thumbnail)}
      />
      {user.avatarUrl && (
        <button type="button" className="btn-ghost" onClick={() => setAvatar(null)}>
          {m.profile_avatar_remove({}, o)}
        </button>
      )}
    </div>
  );
}
