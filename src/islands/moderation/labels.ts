import { m } from '~/paraglide/messages.js';
import type { Locale, ReportReason } from '~/shared/enums';

/** A report reason as members and moderators read it. */
export function reasonLabel(reason: ReportReason, locale: Locale): string {
  const o = { locale };
  return {
    spam: m.report_reason_spam({}, o),
    inappropriate: m.report_reason_inappropriate({}, o),
    animal_welfare: m.report_reason_animal_welfare({}, o),
    other: m.report_reason_other({}, o),
  }[reason];
}
