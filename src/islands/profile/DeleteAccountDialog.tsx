import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';
import { setCurrentUser } from '~/stores/current-user';
import { apiOnDemand } from '~/islands/api-on-demand';
import { apiErrorToFields } from '~/islands/api-error';
import { FormError, PasswordField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import type { FieldErrors } from '~/shared/validate-form';

/** The account deletion, asked in a modal dialog: what happens to the member's content, and the password. */
export default function DeleteAccountDialog({ locale, onClose }: { locale: Locale; onClose(): void }) {
  const o = { locale };
  const dialog = useRef<HTMLDialogElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // Mounted when the member opens it; closing (the button, Escape) unmounts it again.
  useEffect(() => dialog.current?.showModal(), []);

  async function deleteAccount(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      await readJson(
        await api.account.delete.$post({
          json: { password: String(form.get('password') ?? ''), keepContent: form.get('content') === 'keep' },
        }),
      );
      setCurrentUser(null);
      location.assign(pathFor('home', locale));
    } catch (error) {
      setErrors(apiErrorToFields(error, m.privacy_delete_failed({}, o)));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="delete-title"
      className="m-auto w-[min(32rem,92vw)] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-black/60 dark:(bg-night-raised text-stone-100)"
    >
      <form method="post" noValidate onSubmit={deleteAccount} className="grid gap-4">
        <h3 id="delete-title" className="text-lg font-bold">
          {m.privacy_delete_title({}, o)}
        </h3>
        <p className="text-sm prose-text">{m.privacy_delete_body({}, o)}</p>
        <fieldset>
          <legend className="field-label">{m.privacy_delete_content_label({}, o)}</legend>
          <label className="mt-2 flex items-center gap-2">
            <input type="radio" name="content" value="delete" defaultChecked /> {m.privacy_delete_content_remove({}, o)}
          </label>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="content" value="keep" /> {m.privacy_delete_content_keep({}, o)}
          </label>
        </fieldset>
        <PasswordField locale={locale} label={m.privacy_delete_password({}, o)} name="password" autoComplete="current-password" error={errors.password} />
        <FormError message={errors.form} />
        <FormActions
          submit={m.privacy_delete_confirm({}, o)}
          submitClassName="btn bg-red-700 text-white hover:bg-red-800"
          busy={busy}
          cancel={{ label: m.profile_cancel({}, o), onClick: () => dialog.current?.close() }}
        />
      </form>
    </dialog>
  );
}
