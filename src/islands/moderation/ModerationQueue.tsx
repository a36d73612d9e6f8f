import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale, ReportTarget } from '~/shared/enums';
import { SUSPENSION_DAYS, type ModerationDecision } from '~/shared/schemas/moderation';
import type { QueueItem } from '~/shared/moderation';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import { SelectField } from '~/islands/forms/Field';
import { reasonLabel } from '~/shared/labels/moderation';

type Sanction = 'none' | 'warn' | `suspend-${(typeof SUSPENSION_DAYS)[number]}`;

function itemLabel(type: ReportTarget, locale: Locale) {
  const o = { locale };
  return {
    post: m.moderation_item_post({}, o),
    comment: m.moderation_item_comment({}, o),
    activity: m.moderation_item_activity({}, o),
    course: m.moderation_item_course({}, o),
  }[type];
}

/** The sanction select's value as the API's decision fields. */
function sanctionOf(value: Sanction): Pick<ModerationDecision, 'sanction' | 'suspendDays'> {
  if (value === 'none' || value === 'warn') return { sanction: value, suspendDays: 7 };
  return { sanction: 'suspend', suspendDays: Number(value.slice('suspend-'.length)) as ModerationDecision['suspendDays'] };
}

/** Open reports grouped by item; a decision on the item and, optionally, on its author. */
export default function ModerationQueue({ locale, initialItems }: { locale: Locale; initialItems: QueueItem[] }) {
  const o = { locale };
  const api = useApi(locale);
  const [items, setItems] = useState(initialItems);
  const [sanctions, setSanctions] = useState<Record<string, Sanction>>({});
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const keyOf = (item: QueueItem) => `${item.targetType}:${item.targetId}`;

  async function decide(item: QueueItem, action: ModerationDecision['action']) {
    try {
      const param = { targetType: item.targetType, targetId: String(item.targetId) };
      await readJson(
        await api.moderation[':targetType'][':targetId'].$post({
          param,
          json: { action, ...sanctionOf(sanctions[keyOf(item)] ?? 'none') },
        }),
      );
      setItems((current) => current.filter((other) => keyOf(other) !== keyOf(item)));
      showToast({ title: m.moderation_done({}, o) });
    } catch (error) {
      showToast({ title: m.error_title({}, o), description: errorText(error, m.error_unexpected({}, o)), variant: 'destructive' });
    }
  }

  const remove = (item: QueueItem) =>
    setConfirm({
      title: m.moderation_delete({}, o),
      message: m.moderation_confirm_delete({}, o),
      confirmLabel: m.moderation_delete({}, o),
      cancelLabel: m.admin_cancel({}, o),
      run: () => decide(item, 'delete'),
    });

  if (items.length === 0) return <p className="card prose-text">{m.moderation_empty({}, o)}</p>;
  return (
    <>
      <ul className="grid gap-5">
        {items.map((item) => (
          <li key={keyOf(item)} className="card grid gap-3" aria-labelledby={`item-${keyOf(item)}`}>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <h2 id={`item-${keyOf(item)}`} className="font-semibold">
                {itemLabel(item.targetType, locale)} {m.moderation_by({ name: item.author.displayName }, o)}
              </h2>
              {item.hidden && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">{m.moderation_hidden({}, o)}</span>}
              <span className="ml-auto text-ink-muted dark:text-stone-400">{m.moderation_reports({ count: String(item.reports.length) }, o)}</span>
            </div>
            <p className="whitespace-pre-line rounded-xl bg-stone-100 p-3 dark:bg-night-sunk">{item.text}</p>
            <ul className="grid gap-1 text-sm">
              {/* A member reports an item once, so the reporter names the report. */}
              {item.reports.map((report) => (
                <li key={report.reporterUsername}>
                  <span className="font-semibold">{reasonLabel(report.reason, locale)}</span> · {report.reporter} (@{report.reporterUsername})
                  {!report.counts && ` · ${m.moderation_report_not_counted({}, o)}`}
                  {report.details && ` – ${report.details}`}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label={m.moderation_sanction_label({}, o)}
                value={sanctions[keyOf(item)] ?? 'none'}
                onChange={(event) => setSanctions({ ...sanctions, [keyOf(item)]: event.target.value as Sanction })}
              >
                <option value="none">{m.moderation_sanction_none({}, o)}</option>
                <option value="warn">{m.moderation_sanction_warn({}, o)}</option>
                {SUSPENSION_DAYS.map((days) => (
                  <option key={days} value={`suspend-${days}`}>
                    {m.moderation_sanction_suspend({ days: String(days) }, o)}
                  </option>
                ))}
              </SelectField>
              <button type="button" className="btn-ghost" onClick={() => void decide(item, 'dismiss')}>
                {m.moderation_dismiss({}, o)}
              </button>
              <button type="button" className="btn-ghost" onClick={() => void decide(item, 'hide')}>
                {m.moderation_hide({}, o)}
              </button>
              <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={() => remove(item)}>
                {m.moderation_delete({}, o)}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
