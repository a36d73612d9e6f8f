/** What the moderation queue answers (docs/product-rules.md §10.1), shared with the island that shows it. */
import type { ReportReason, ReportTarget } from './enums';

/** One reported item with its open reports. */
export interface QueueItem {
  targetType: ReportTarget;
  targetId: number;
  text: string;
  hidden: boolean;
  author: { id: number; displayName: string; suspendedUntil: string | null };
  /** `reporter` is the display name, `reporterUsername` the account; `counts` whether the report counts toward hiding. */
  reports: { reason: ReportReason; details: string; reporter: string; reporterUsername: string; counts: boolean; createdAt: string }[];
}
