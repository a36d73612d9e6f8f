import { m } from '~/paraglide/messages.js';
import type { Locale, ReportReason } from '~/shared/enums';
import { labelOf } from './label';

/** A report reason as members and moderators read it. */
export function reasonLabel(reason: ReportReason, locale: Locale): string {
  return labelOf(
    { spam: m.report_reason_spam, inappropriate: m.report_reason_inappropriate, animal_welfare: m.report_reason_animal_welfare, other: m.report_reason_other },
    reason,
    locale,
  );
}
