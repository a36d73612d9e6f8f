import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';

interface Props {
  locale: Locale;
  activityId: number;
  title: string;
  onDeleted(): void;
}

/** Delete with a confirmation dialog (edit page, management, my activities; docs/product-rules.md §2). */
export default function DeleteActivityButton({ locale, activityId, title, onDeleted }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const ask = () =>
    setConfirm({
      title: m.activity_delete_confirm_title({}, o),
      message: m.activity_delete_confirm_body({ title }, o),
      confirmLabel: m.activity_delete({}, o),
      cancelLabel: m.activity_delete_cancel({}, o),
      destructive: true,
      async run() {
        try {
          await readJson(await api.activities[':id'].$delete({ param: { id: String(activityId) } }));
          showToast({ title: m.activity_deleted({}, o) });
          onDeleted();
        } catch (error) {
          showToast({ title: errorText(error, m.activity_delete_failed({}, o)), variant: 'destructive' });
        }
      },
    });

  return (
    <>
      <button type="button" className="btn-ghost text-red-700 dark:text-red-300" onClick={ask}>
        {m.activity_delete({}, o)}
      </button>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
