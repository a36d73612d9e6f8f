import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import type { ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import type { Texts } from '~/shared/validate-form';
import DogCard from './DogCard';

// The editor and the invitation form load when first opened: the profile's first load stays small (docs/architecture.md §12).
const DogForm = lazy(() => import('./DogForm'));
// So do the question before a removal (dog-removal.ts) and its dialog.
const ConfirmDialog = lazy(async () => ({ default: (await import('~/islands/forms/ConfirmDialog')).ConfirmDialog }));

interface Props {
  locale: Locale;
  texts: Texts;
  userId: number;
  dogs: DogProfile[];
  /** How many dogs a member may have (DOG_LIMIT): passed in, so the schema module stays out of the profile's first load. */
  limit: number;
  /** Whether the member may add, edit and share dogs (not while suspended: docs/decisions/022-dogs.md). */
  mayKeep: boolean;
}

/** "Meine Hunde" on the profile: the member's dogs, their owners, and adding, editing, sharing and removing them. */
export default function DogsSection({ locale, texts, userId, dogs: initialDogs, limit, mayKeep }: Props) {
  const o = { locale };
  const [dogs, setDogs] = useState(initialDogs);
  /** The dog being edited, 'new' while adding one, null when no form is open. */
  const [editing, setEditing] = useState<DogProfile | 'new' | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const replace = (dog: DogProfile) => setDogs((all) => (all.some((d) => d.id === dog.id) ? all.map((d) => (d.id === dog.id ? dog : d)) : [...all, dog]));

  /** Asks before a removal; the question and its call load with the first one. */
  async function ask(request: (removal: typeof import('./dog-removal')) => ConfirmRequest) {
    setConfirm(request(await import('./dog-removal')));
  }

  const full = dogs.length >= limit;
  return (
    <section id="dogs" className="card" aria-labelledby="dogs-title" data-testid="dogs-section">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dogs-title" className="text-xl font-semibold">
          {m.dog_list_title({}, o)}
        </h2>
        <p className="text-sm text-ink-muted dark:text-stone-400">{m.dog_list_count({ count: dogs.length, limit }, o)}</p>
      </div>
      <p className="mt-1 prose-text text-sm">{m.dog_list_intro({ limit }, o)}</p>

      {dogs.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted dark:text-stone-400">{m.dog_list_empty({}, o)}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {dogs.map((dog) => (
            <DogCard
              key={dog.id}
              locale={locale}
              texts={texts}
              dog={dog}
              userId={userId}
              mayKeep={mayKeep}
              onEdit={() => setEditing(dog)}
              onRemove={() => ask((removal) => removal.removeDog(locale, dog, () => setDogs((all) => all.filter((d) => d.id !== dog.id))))}
              onRemoveOwner={(owner) => ask((removal) => removal.removeOwner(locale, dog, owner, replace))}
            />
          ))}
        </ul>
      )}

      {mayKeep && editing === null && (
        <div className="mt-4">
          <button type="button" className="btn-primary" disabled={full} aria-describedby={full ? 'dogs-full' : undefined} onClick={() => setEditing('new')}>
            {m.dog_list_add({}, o)}
          </button>
          {full && (
            <p id="dogs-full" className="mt-2 text-sm text-ink-muted dark:text-stone-400">
              {m.dog_limit_reached({}, o)}
            </p>
          )}
        </div>
      )}
      {editing !== null && (
        <Suspense fallback={null}>
          <DogForm
            locale={locale}
            texts={texts}
            dog={editing === 'new' ? null : editing}
            onSaved={(dog) => {
              replace(dog);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        </Suspense>
      )}
      {confirm && (
        <Suspense fallback={null}>
          <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
        </Suspense>
      )}
    </section>
  );
}
