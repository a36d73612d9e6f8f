import { lazy, type SubmitEvent, Suspense, useId, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import { FIRST_ACTIVITIES_MAX } from '~/shared/first-run';
import type { FieldErrors, Texts } from '~/shared/validate-form';
import { apiOnDemand } from '~/islands/api-on-demand';
import { apiErrorToFields } from '~/islands/api-error';
import { Field, FormError } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import StarterList, { type StarterLink } from './StarterList';

// The upload's code (resizing, HEIC) loads only for a member who adds a photo, so the setup stays within its script budget.
const DogPhotoField = lazy(() => import('~/islands/dogs/DogPhotoField'));

interface Props {
  locale: Locale;
  texts: Texts;
  /** The member's current dog, or null while they have none. */
  dog: DogProfile | null;
  mayKeep: boolean;
  /** DOG_NAME_MAX, passed in so the schema module (and valibot) stay out of the first load. */
  nameMax: number;
  /** Whether a dog added now could be tracked (the member is paid). */
  mayTrackNew: boolean;
  starters: StarterLink[];
  todayPath: string;
  premiumPath: string;
  activitiesPath: string;
}

/**
 * The first-run setup (docs/decisions/038-first-run.md), one screen with two parts, each left out by
 * leaving it empty: the dog (name and optional photo, checked by the dog form's schema and added
 * through its route), then one to three first activities, marked tried for the dog through the
 * journal's progress route so Heute lists them under "continue with". Then the member lands on Heute.
 */
export default function FirstRun({ locale, texts, dog: initialDog, mayKeep, nameMax, mayTrackNew, starters, todayPath, premiumPath, activitiesPath }: Props) {
  const o = { locale };
  const dogTitleId = useId();
  const [dog, setDog] = useState(initialDog);
  const [photo, setPhoto] = useState<{ thumbnail: string; medium: string } | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const asksForDog = dog === null && mayKeep;
  const picking = starters.length > 0 && (dog ? dog.mayTrack : mayKeep && mayTrackNew);

  /** The dog the activities are for: the one the member has, or the one the form names, added now. */
  async function dogFor(form: HTMLFormElement, { api, readJson }: Awaited<ReturnType<typeof apiOnDemand>>): Promise<DogProfile | null | FieldErrors> {
    const name = String(new FormData(form).get('name') ?? '').trim();
    if (dog || (!name && !photo)) return dog;
    const [{ validateForm }, { createDogSchema }] = await Promise.all([import('~/shared/validate-form'), import('~/shared/schemas/dogs')]);
    const checked = validateForm(createDogSchema, { name, photoUrl: photo?.medium ?? null }, texts);
    if (!checked.data) return checked.errors;
    const added = await readJson(await api.dogs.$post({ json: checked.data }));
    setDog(added);
    return added;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setErrors({});
    try {
      // The API client loads with the first submit, not with the page (docs/architecture.md §3).
      const client = await apiOnDemand(locale);
      const { api, readJson } = client;
      const target = await dogFor(form, client);
      if (target !== null && !('id' in target)) return setErrors(target);
      if (picking && chosen.length > 0) {
        if (!target) return setErrors({ activities: m.first_run_activities_need_dog({}, o) });
        // The journal's own call, one per activity, so Heute lists them under "continue with".
        for (const activityId of chosen) {
          await readJson(
            await api.dogs[':id'].progress[':activityId'].$post({ param: { id: String(target.id), activityId: String(activityId) }, json: { tried: true } }),
          );
        }
      }
      location.assign(todayPath);
    } catch (failure) {
      setErrors(apiErrorToFields(failure, m.first_run_failed({}, o)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-6">
      {asksForDog && (
        <section className="card grid gap-4" aria-labelledby={dogTitleId}>
          <h2 id={dogTitleId} className="text-xl font-semibold">
            {m.first_run_dog_title({}, o)}
          </h2>
          <Field label={m.dog_list_field_name({}, o)} name="name" maxLength={nameMax} hint={m.first_run_dog_hint({}, o)} error={errors.name} />
          {photoOpen ? (
            <Suspense fallback={null}>
              <DogPhotoField
                locale={locale}
                name=""
                shown={photo?.thumbnail ?? null}
                error={errors.photoUrl}
                onUploaded={(image) => setPhoto({ thumbnail: image.thumbnail, medium: image.medium })}
                onRemove={() => setPhoto(null)}
              />
            </Suspense>
          ) : (
            <button type="button" className="btn-ghost min-h-11 justify-self-start" onClick={() => setPhotoOpen(true)}>
              {m.first_run_photo_add({}, o)}
            </button>
          )}
        </section>
      )}
      <StarterList
        locale={locale}
        dogName={dog?.name ?? null}
        picking={picking}
        mayTrack={dog ? dog.mayTrack : mayTrackNew}
        starters={starters}
        chosen={chosen}
        error={errors.activities}
        onChange={setChosen}
        premiumPath={premiumPath}
        activitiesPath={activitiesPath}
        max={FIRST_ACTIVITIES_MAX}
      />
      <FormError message={errors.form} />
      <FormActions submit={m.first_run_submit({}, o)} busy={busy} cancel={{ label: m.first_run_skip({}, o), href: todayPath }} />
    </form>
  );
}
