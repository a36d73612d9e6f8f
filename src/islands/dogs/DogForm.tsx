import { useId, useState } from 'react';
import * as v from 'valibot';
import { m } from '~/paraglide/messages.js';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import { createDogSchema, DOG_BREED_MAX, DOG_NAME_MAX, DOG_NOTES_MAX, updateDogSchema } from '~/shared/schemas/dogs';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';
import DogPhotoField from './DogPhotoField';

/** An empty input means "not given": the route's schema takes null for that, and clears the field on an edit. */
const blanksToNull = (values: unknown) =>
  Object.fromEntries(Object.entries(values as Record<string, unknown>).map(([key, value]) => [key, value === '' ? null : value]));
const createForm = v.pipe(v.unknown(), v.transform(blanksToNull), createDogSchema);
const updateForm = v.pipe(v.unknown(), v.transform(blanksToNull), updateDogSchema);

/** The current month as `YYYY-MM` in the member's time zone: a dog is not born in the future. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

interface Props {
  locale: Locale;
  texts: Texts;
  /** The dog to edit, or null to add one. */
  dog: DogProfile | null;
  onSaved(dog: DogProfile): void;
  onCancel(): void;
}

/** Adding or editing a dog with the same schema the route checks (docs/decisions/022-dogs.md). */
export default function DogForm({ locale, texts, dog, onSaved, onCancel }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const titleId = useId();
  const breedsId = useId();
  /** The photo as the form shows it; `photoUrl` is sent only once the member changed it. */
  const [photo, setPhoto] = useState<{ shown: string | null; photoUrl?: string | null }>({ shown: dog?.photo?.thumbnail ?? null });
  const fallback = m.dog_list_save_failed({}, o);

  const { errors, busy, onSubmit } = useSchemaForm(dog ? updateForm : createForm, texts, {
    fallback,
    extra: photo.photoUrl === undefined ? {} : { photoUrl: photo.photoUrl },
    async submit(data) {
      const saved = dog
        ? await readJson(await api.dogs[':id'].$patch({ param: { id: String(dog.id) }, json: data }))
        : await readJson(await api.dogs.$post({ json: data as v.InferOutput<typeof createDogSchema> }));
      showToast({ title: dog ? m.dog_list_saved({ name: saved.name }, o) : m.dog_list_added({ name: saved.name }, o) });
      onSaved(saved);
    },
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 border-t border-stone-200 pt-4 dark:border-night-line"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="text-lg font-semibold">
        {dog ? m.dog_list_edit_title({ name: dog.name }, o) : m.dog_list_add_title({}, o)}
      </h3>
      <Field label={m.dog_list_field_name({}, o)} name="name" defaultValue={dog?.name} maxLength={DOG_NAME_MAX} required error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={m.dog_list_field_breed({}, o)}
          name="breed"
          defaultValue={dog?.breed ?? ''}
          maxLength={DOG_BREED_MAX}
          list={breedsId}
          autoComplete="off"
          hint={m.dog_list_field_breed_hint({}, o)}
          error={errors.breed}
        />
        <datalist id={breedsId}>
          {m
            .dog_list_breed_suggestions({}, o)
            .split('|')
            .map((breed) => (
              <option key={breed} value={breed} />
            ))}
        </datalist>
        <Field
          label={m.dog_list_field_birth_month({}, o)}
          name="birthMonth"
          type="month"
          min="1990-01"
          max={thisMonth()}
          defaultValue={dog?.birthMonth ?? ''}
          error={errors.birthMonth}
        />
        <SelectField label={m.dog_list_field_sex({}, o)} name="sex" defaultValue={dog?.sex ?? ''} error={errors.sex}>
          <option value="">{m.dog_list_sex_unknown({}, o)}</option>
          <option value="female">{m.dog_list_sex_female({}, o)}</option>
          <option value="male">{m.dog_list_sex_male({}, o)}</option>
        </SelectField>
      </div>
      <TextareaField
        label={m.dog_list_field_notes({}, o)}
        name="notes"
        rows={3}
        maxLength={DOG_NOTES_MAX}
        defaultValue={dog?.notes ?? ''}
        error={errors.notes}
      />

      <DogPhotoField
        locale={locale}
        name={dog?.name ?? ''}
        shown={photo.shown}
        error={errors.photoUrl}
        onUploaded={(image) => setPhoto({ shown: image.thumbnail, photoUrl: image.medium })}
        onRemove={() => setPhoto({ shown: null, photoUrl: null })}
      />

      <FormError message={errors.form} />
      <FormActions submit={m.profile_save({}, o)} busy={busy} cancel={{ label: m.profile_cancel({}, o), onClick: onCancel }} />
    </form>
  );
}
