import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { DOG_OWNER_LIMIT, type DogOwner, type DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import type { Texts } from '~/shared/validate-form';
import { ageInMonths, ageText } from './dog-age';

const InviteForm = lazy(() => import('./InviteForm'));

interface Props {
  locale: Locale;
  texts: Texts;
  dog: DogProfile;
  userId: number;
  mayKeep: boolean;
  onEdit(): void;
  onRemove(): void;
  onRemoveOwner(owner: DogOwner): void;
}

/** One dog of the member: photo, facts, owners, and what the member may do with it. */
export default function DogCard({ locale, texts, dog, userId, mayKeep, onEdit, onRemove, onRemoveOwner }: Props) {
  const o = { locale };
  const [inviting, setInviting] = useState(false);
  const months = ageInMonths(dog.birthMonth, new Date());
  const sex = dog.sex === 'female' ? m.dog_list_sex_female({}, o) : dog.sex === 'male' ? m.dog_list_sex_male({}, o) : null;
  const facts = [dog.breed, months === null ? null : ageText(months, locale), sex].filter(Boolean).join(' · ');
  // Only the owner who added the dog removes co-owners (docs/decisions/022-dogs.md).
  const mayRemoveOwners = mayKeep && dog.createdBy === userId;
  // A full household is said before the tap: the invite control is locked with the reason beside it.
  const full = dog.owners.length >= DOG_OWNER_LIMIT;
  const headingId = `dog-${dog.id}-name`;
  const fullId = `dog-${dog.id}-full`;

  return (
    <li className="rounded-xl border border-stone-200 p-4 dark:border-night-line" aria-labelledby={headingId} data-testid="dog-card">
      <div className="flex gap-4">
        <span className="h-16 w-16 flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-bold text-brand-900">
          {dog.photo ? (
            <img src={dog.photo.thumbnail} alt={m.dog_list_photo_alt({ name: dog.name }, o)} className="h-full w-full object-cover" />
          ) : (
            <span aria-hidden="true">{dog.name.charAt(0).toUpperCase()}</span>
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="break-words text-lg font-semibold">
            {dog.name}
            {dog.isCurrent && (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-900">{m.dog_list_current({}, o)}</span>
            )}
          </h3>
          {facts && <p className="break-words text-sm">{facts}</p>}
          <p className="mt-1 text-sm text-ink-muted dark:text-stone-400">{dog.mayTrack ? m.dog_list_track_yes({}, o) : m.dog_track_premium({}, o)}</p>
        </div>
      </div>
      {dog.notes && <p className="mt-3 whitespace-pre-line break-words prose-text text-sm">{dog.notes}</p>}

      <div className="mt-3">
        <h4 className="text-sm font-semibold">{m.dog_list_owners({}, o)}</h4>
        <ul className="mt-1 flex flex-wrap gap-2" data-testid="dog-owners">
          {dog.owners.map((owner) => (
            <li key={owner.id} className="flex items-center gap-1 rounded-full bg-stone-100 py-0.5 pl-3 pr-1 text-sm dark:bg-night-sunk">
              <span className="break-all">{owner.displayName}</span>
              {mayRemoveOwners && owner.id !== userId ? (
                <button
                  type="button"
                  className="rounded-full px-2 py-0.5 hover:bg-stone-200 dark:hover:bg-night-line"
                  aria-label={m.dog_list_owner_remove({ owner: owner.displayName }, o)}
                  onClick={() => onRemoveOwner(owner)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : (
                <span className="pr-2" />
              )}
            </li>
          ))}
        </ul>
      </div>

      {mayKeep && (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn-ghost" aria-describedby={headingId} onClick={onEdit}>
            {m.dog_list_edit({}, o)}
          </button>
          <button
            type="button"
            className="btn-ghost"
            aria-describedby={full ? `${headingId} ${fullId}` : headingId}
            aria-expanded={inviting && !full}
            disabled={full}
            onClick={() => setInviting(!inviting)}
          >
            {m.dog_list_invite({}, o)}
          </button>
          <button type="button" className="btn-ghost" aria-describedby={headingId} onClick={onRemove}>
            {m.dog_list_remove({}, o)}
          </button>
        </div>
      )}
      {mayKeep && full && (
        <p id={fullId} className="mt-2 text-sm text-ink-muted dark:text-stone-400" data-testid="dog-owners-full">
          {m.dog_list_invite_full({ name: dog.name, limit: DOG_OWNER_LIMIT }, o)}
        </p>
      )}
      {inviting && !full && (
        <Suspense fallback={null}>
          <InviteForm locale={locale} texts={texts} dogId={dog.id} onSent={() => setInviting(false)} />
        </Suspense>
      )}
    </li>
  );
}
