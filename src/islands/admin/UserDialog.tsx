import { useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { ROLES, type Locale, type SubscriptionTier } from '~/shared/enums';
import { adminUserSchema } from '~/shared/schemas/admin';
import type { AdminUser, PublicUser } from '~/shared/users';
import { readJson, useApi } from '~/islands/api';
import { Field, FormError, SelectField, TextareaField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { useSchemaForm } from '~/islands/forms/use-schema-form';
import { roleLabel, tierLabel } from '~/shared/labels/account';
import type { Texts } from '~/shared/validate-form';

interface Props {
  locale: Locale;
  texts: Texts;
  /** 'new' for the create dialog, a user for the edit dialog, null when closed. */
  editing: AdminUser | 'new' | null;
  onSaved(user: PublicUser, created: boolean): void;
  /** Asks to remove the member's second factor (a lost device); only offered when one is set up. */
  onRemoveTwoFactor(user: AdminUser): void;
  onClose(): void;
}

/** The create dialog offers every tier, the edit dialog free and premium, and keeps professional (docs/product-rules.md §10.2). */
const tiersFor = (user: AdminUser | 'new'): SubscriptionTier[] =>
  user === 'new' ? ['free', 'premium', 'professional'] : user.subscriptionTier === 'professional' ? ['free', 'premium', 'professional'] : ['free', 'premium'];

/** Create and edit dialog of the user table (admin fields, docs/product-rules.md §7.1), validated by the shared schema. */
export function UserDialog({ locale, texts, editing, onSaved, onRemoveTwoFactor, onClose }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const dialog = useRef<HTMLDialogElement>(null);
  const [verified, setVerified] = useState(false);
  const user = editing === 'new' ? null : editing;
  const form = useSchemaForm(adminUserSchema, texts, {
    fallback: m.error_unexpected({}, o),
    extra: { isEmailVerified: verified },
    async submit(data) {
      const saved = user
        ? await readJson(await api.admin.users[':id'].$put({ param: { id: String(user.id) }, json: data }))
        : await readJson(await api.admin.users.$post({ json: data }));
      onSaved(saved, !user);
    },
  });

  useEffect(() => {
    if (!editing) return dialog.current?.close();
    setVerified(editing === 'new' ? false : editing.isEmailVerified);
    dialog.current?.showModal();
  }, [editing]);

  const { errors } = form;
  return (
    <dialog ref={dialog} className="card w-full max-w-lg backdrop:bg-black/40" aria-labelledby="user-dialog-title" onClose={onClose}>
      {editing && (
        <form method="post" key={user?.id ?? 'new'} className="grid gap-4" onSubmit={(event) => void form.onSubmit(event)} noValidate>
          <h2 id="user-dialog-title" className="text-lg font-semibold">
            {user ? m.admin_dialog_edit({}, o) : m.admin_dialog_create({}, o)}
          </h2>
          <Field label={m.field_display_name({}, o)} name="displayName" defaultValue={user?.displayName ?? ''} error={errors.displayName} required />
          <Field label={m.field_email({}, o)} name="email" type="email" defaultValue={user?.email ?? ''} error={errors.email} required />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={m.field_first_name({}, o)} name="firstName" defaultValue={user?.firstName ?? ''} error={errors.firstName} />
            <Field label={m.field_last_name({}, o)} name="lastName" defaultValue={user?.lastName ?? ''} error={errors.lastName} />
          </div>
          <Field label={m.field_location({}, o)} name="location" defaultValue={user?.location ?? ''} error={errors.location} />
          <TextareaField label={m.field_bio({}, o)} name="bio" rows={3} defaultValue={user?.bio ?? ''} error={errors.bio} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label={m.admin_field_role({}, o)} name="role" defaultValue={user?.role ?? 'user'} error={errors.role}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role, locale)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={m.admin_field_tier({}, o)}
              name="subscriptionTier"
              defaultValue={user?.subscriptionTier ?? 'free'}
              error={errors.subscriptionTier}
            >
              {tiersFor(editing).map((tier) => (
                <option key={tier} value={tier}>
                  {tierLabel(tier, locale)}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="inline-flex items-center gap-2">
            <input type="checkbox" checked={verified} onChange={(event) => setVerified(event.target.checked)} />
            {m.admin_field_verified({}, o)}
          </label>
          {user?.twoFactorEnabled && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm">{m.admin_two_factor_on({}, o)}</p>
              <button type="button" className="btn-ghost text-red-700 dark:text-red-300" onClick={() => onRemoveTwoFactor(user)}>
                {m.admin_remove_two_factor({}, o)}
              </button>
            </div>
          )}
          <FormError message={errors.form} />
          <FormActions dialog submit={m.admin_save({}, o)} busy={form.busy} cancel={{ label: m.admin_cancel({}, o), onClick: onClose }} />
        </form>
      )}
    </dialog>
  );
}
