import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { MAP_PIN } from '~/shared/icon-shapes/map-pin';
import { Icon } from '~/islands/Icon';
import type { Locale } from '~/shared/enums';
import type { PublicUser } from '~/shared/users';
import type { Texts } from '~/shared/validate-form';

// The edit form and the picture's upload load when the member opens them (island-page budget, docs/architecture.md §12).
const ProfileEditForm = lazy(() => import('./ProfileEditForm'));
const AvatarEditor = lazy(() => import('./AvatarEditor'));

interface Props {
  locale: Locale;
  texts: Texts;
  user: PublicUser;
  onChange(user: PublicUser): void;
}

/** The profile header and its edit mode (display name, names, bio, location). */
export default function ProfileDetails({ locale, texts, user, onChange }: Props) {
  const o = { locale };
  const [editing, setEditing] = useState(false);
  const [changingAvatar, setChangingAvatar] = useState(false);
  const since = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' }).format(new Date(user.createdAt));

  return (
    <section className="card" aria-labelledby="profile-name">
      <div className="flex items-center gap-4">
        {/* The shared Avatar would be a chunk of its own in this page's first load; the profile draws its two cases itself. */}
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={64} height={64} className="h-16 w-16 shrink-0 rounded-full object-cover" />
        ) : (
          <svg
            viewBox="0 0 64 64"
            width={64}
            height={64}
            className={`illustration avatar-coat-${user.displayName.length % 4} shrink-0 rounded-full`}
            aria-hidden="true"
          >
            <use href="/illustrations.svg#avatar" />
          </svg>
        )}
        <div className="min-w-0">
          <h2 id="profile-name" className="truncate text-2xl font-bold">
            {user.displayName}
          </h2>
          <p className="text-sm text-ink-muted dark:text-stone-400">
            @{user.username} · {m.profile_member_since({ date: since }, o)}
          </p>
        </div>
      </div>

      {editing ? (
        <Suspense fallback={null}>
          <ProfileEditForm locale={locale} texts={texts} user={user} onChange={onChange} onClose={() => setEditing(false)} />
        </Suspense>
      ) : (
        <div className="mt-4 space-y-2">
          <p className="prose-text whitespace-pre-line">{user.bio || m.profile_no_bio({}, o)}</p>
          {user.location && (
            <p className="flex items-center gap-1 text-sm text-ink-muted dark:text-stone-400">
              <Icon shape={MAP_PIN} label={m.field_location({}, o)} /> {user.location}
            </p>
          )}
          <button type="button" className="btn-ghost mt-2" onClick={() => setEditing(true)}>
            {m.profile_edit({}, o)}
          </button>
        </div>
      )}

      <div className="mt-6 border-t border-stone-200 pt-4 dark:border-night-line">
        <h3 className="font-semibold">{m.profile_avatar_title({}, o)}</h3>
        {changingAvatar ? (
          <Suspense fallback={null}>
            <AvatarEditor locale={locale} user={user} onChange={onChange} />
          </Suspense>
        ) : (
          <button type="button" className="btn-ghost mt-3" onClick={() => setChangingAvatar(true)}>
            {m.profile_avatar_open({}, o)}
          </button>
        )}
      </div>
    </section>
  );
}
