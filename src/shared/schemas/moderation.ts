/** Reports and moderation decisions (issue "Administration and moderation"). */
import * as v from 'valibot';
import { REPORT_REASONS, REPORT_TARGETS } from '~/shared/enums';
import { messageKey } from '~/shared/messages';
import { formField, pathId } from './fields';

export const REPORT_DETAILS_MAX = 500;
/** Open reports from this many members hide an item until a moderator looks at it. */
export const REPORT_HIDE_THRESHOLD = 3;
/** Only reports from members whose account is at least this old count toward hiding (decision 016). */
export const ESTABLISHED_AFTER_DAYS = 7;
/** Reports a member may file per hour. */
export const REPORTS_PER_HOUR = 10;
/** Suspensions a moderator can choose, in days. */
export const SUSPENSION_DAYS = [1, 7, 30] as const;

export const reportSchema = v.pipe(
  v.object({
    targetType: v.picklist(REPORT_TARGETS, messageKey('error_invalid_request')),
    targetId: v.pipe(v.number(messageKey('error_invalid_request')), v.integer(), v.minValue(1)),
    reason: formField(v.picklist(REPORT_REASONS, messageKey('report_reason_required'))),
    details: v.optional(formField(v.pipe(v.string(), v.trim(), v.maxLength(REPORT_DETAILS_MAX, messageKey('report_details_max')))), ''),
  }),
  // 'Other' needs a word on what is wrong.
  v.forward(
    v.partialCheck([['reason'], ['details']], (input) => input.reason !== 'other' || input.details.length > 0, messageKey('report_details_required')),
    ['details'],
  ),
);
export type ReportInput = v.InferOutput<typeof reportSchema>;

export const moderationTargetParam = v.object({
  targetType: v.picklist(REPORT_TARGETS, messageKey('error_invalid_request')),
  targetId: pathId,
});

export const moderationDecisionSchema = v.object({
  /** What happens to the item: reports dismissed (item shown again), item kept hidden, or deleted. */
  action: v.picklist(['dismiss', 'hide', 'delete'], messageKey('error_invalid_request')),
  /** What happens to its author: nothing, a warning by email, or a suspension for some days. */
  sanction: v.optional(v.picklist(['none', 'warn', 'suspend'], messageKey('error_invalid_request')), 'none'),
  suspendDays: v.optional(v.picklist(SUSPENSION_DAYS, messageKey('error_invalid_request')), 7),
});
export type ModerationDecision = v.InferOutput<typeof moderationDecisionSchema>;
