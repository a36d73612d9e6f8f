import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import { REPORT_REASONS, type Locale, type ReportReason, type ReportTarget } from '~/shared/enums';
import { REPORT_DETAILS_MAX } from '~/shared/schemas/moderation';
import { showToast } from '~/stores/toasts';
import { errorText } from '~/islands/error-text';
import { apiOnDemand } from '~/islands/api-on-demand';
import { TextareaField } from '~/islands/forms/Field';
import { FormActions } from '~/islands/forms/FormActions';
import { reasonLabel } from '~/shared/labels/moderation';

interface Props {
  locale: Locale;
  targetType: ReportTarget;
  targetId: number;
  onClose(): void;
}

/** Reason and an optional note; the server decides (once per member, not one's own, details for 'other'). */
export default function ReportDialog({ locale, targetType, targetId, onClose }: Props) {
  const o = { locale };
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => dialog.current?.showModal(), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) return setError(m.report_reason_required({}, o));
    setBusy(true);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      await readJson(await api.reports.$post({ json: { targetType, targetId, reason, details } }));
      showToast({ title: m.report_sent({}, o) });
      dialog.current?.close();
    } catch (failure) {
      setError(errorText(failure, m.report_failed({}, o)));
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className="card w-full max-w-md backdrop:bg-black/40" aria-labelledby="report-title" onClose={onClose}>
      <form method="post" className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="report-title" className="text-lg font-semibold">
          {m.report_title({}, o)}
        </h2>
        <fieldset className="grid gap-2">
          <legend className="field-label">{m.report_reason_label({}, o)}</legend>
          {REPORT_REASONS.map((option) => (
            <label key={option} className="inline-flex items-center gap-2">
              <input type="radio" name="reason" value={option} checked={reason === option} onChange={() => setReason(option)} />
              {reasonLabel(option, locale)}
            </label>
          ))}
        </fieldset>
        <TextareaField
          label={m.report_details_label({}, o)}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <FormActions dialog submit={m.report_submit({}, o)} busy={busy} cancel={{ label: m.admin_cancel({}, o), onClick: () => dialog.current?.close() }} />
      </form>
    </dialog>
  );
}
