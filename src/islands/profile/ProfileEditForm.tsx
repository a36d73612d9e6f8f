import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { PublicUser } from '~/shared/users';
import { mergeCurrentUser } from '~/stores/current-user';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import type { Texts } from '~/shared/validate-form';

// The schema and the API client load with the first save (island-page budget, docs/architecture.md §12).
const loadProfileSchema = async () => (await import('~/shared/schemas/account')).profileSchema;

interface Props {
  locale: Locale;
  texts: Texts;
  user: PublicUser;
  onChange(user: PublicUser): void;
  onClose(): void;
}

/**
 * The zones to choose from and the one to preselect: the browser's zone when it differs from the
 * stored one (a member who moved, or who never chose), so saving the form puts it right.
 */
function timeZoneChoice(stored: string): { zones: string[]; preselected: string } {
  const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add(stored);
  if (browser) zones.add(browser);
  return { zones: [...zones].sort(), preselected: browser || stored };
}

/** The edit mode of the profile header (display name, names, bio, location, time zone). */
export default function ProfileEditForm({ locale, texts, user, onChange, onClose }: Props) {
  const o = { locale };
  const { zones, preselected } = timeZoneChoice(user.timeZone);
  const { errors, busy, onSubmit } = useSchemaForm(loadProfileSchema, texts, {
    fallback: m.profile_update_failed({}, o),
    async submit(data) {
      const { api, readJson } = await apiOnDemand(locale);
      const updated = await readJson(await api.users[':id'].$patch({ param: { id: String(user.id) }, json: data }));
      onChange(updated);
      mergeCurrentUser({ displayName: updated.displayName });
      onClose();
      showToast({ title: m.profile_updated({}, o) });
    },
    onError: (error) => showToast({ title: m.error_title({}, o), description: errorText(error, m.profile_update_failed({}, o)), variant: 'destructive' }),
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      <Field label={m.field_display_name({}, o)} name="displayName" defaultValue={user.displayName} error={errors.displayName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.field_first_name({}, o)} name="firstName" defaultValue={user.firstName} autoComplete="given-name" error={errors.firstName} />
        <Field label={m.field_last_name({}, o)} name="lastName" defaultValue={user.lastName} autoComplete="family-name" error={errors.lastName} />
      </div>
      <Field label={m.field_location({}, o)} name="location" defaultValue={user.location} error={errors.location} />
      <TextareaField label={m.field_bio({}, o)} name="bio" rows={4} defaultValue={user.bio} error={errors.bio} />
      <SelectField label={m.field_time_zone({}, o)} hint={m.field_time_zone_hint({}, o)} name="timeZone" defaultValue={preselected} error={errors.timeZone}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </SelectField>
      <Choice name="shareMilestones" checked={user.shareMilestones} label={m.field_share_milestones({}, o)} hint={m.field_share_milestones_hint({}, o)} />
      <Choice name="showDogs" checked={user.showDogs} label={m.field_show_dogs({}, o)} hint={m.field_show_dogs_hint({}, o)} />
      <FormError message={errors.form} />
      <FormActions submit={m.profile_save({}, o)} busy={busy} cancel={{ label: m.profile_cancel({}, o), onClick: onClose }} className="flex gap-3" />
    </form>
  );
}

/**
 * A yes/no choice of the profile: the hidden "false" is sent when the box is not ticked, its "true"
 * overrides it when it is (the schema's `choiceField`). The whole label is the 44 px target.
 */
function Choice({ name, checked, label, hint }: { name: 'shareMilestones' | 'showDogs'; checked: boolean; label: string; hint: string }) {
  const hintId = `${name}-hint`;
  return (
    <div>
      <input type="hidden" name={name} value="false" />
      <label className="flex min-h-11 items-start gap-2 py-1">
        <input type="checkbox" name={name} value="true" defaultChecked={checked} className="mt-1 h-4 w-4 accent-brand-700" aria-describedby={hintId} />
        <span>{label}</span>
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted dark:text-stone-400">
        {hint}
      </p>
    </div>
  );
}
