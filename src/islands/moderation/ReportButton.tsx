import { lazy, Suspense, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale, ReportTarget } from '~/shared/enums';

// The dialog and its request load when a member actually reports something.
const ReportDialog = lazy(() => import('./ReportDialog'));

interface Props {
  locale: Locale;
  targetType: ReportTarget;
  targetId: number;
  className?: string;
}

/** 'Melden' under someone else's post, comment or activity. */
export default function ReportButton({ locale, targetType, targetId, className = 'btn-ghost' }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {m.report_action({}, { locale })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog locale={locale} targetType={targetType} targetId={targetId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
