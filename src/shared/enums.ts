/** The closed value sets of docs/product-rules.md §3, shared by the database schema, the API schemas and the islands. */
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The rules also name `pro` (docs/product-rules.md §5.2): it is read as `professional` at the edges and never stored. */
export const SUBSCRIPTION_TIERS = ['free', 'premium', 'professional'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const USER_STATUSES = ['unverified', 'verified', 'pending_payment', 'active', 'premium'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const ACTIVITY_LOCATIONS = ['indoor', 'outdoor', 'both'] as const;
export type ActivityLocation = (typeof ACTIVITY_LOCATIONS)[number];

export const POST_TYPES = ['post', 'question', 'success_story'] as const;
export type PostType = (typeof POST_TYPES)[number];

export const PLAN_TYPES = ['monthly', 'yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** A dog's sex, when the owner gives it (docs/decisions/022-dogs.md). */
export const DOG_SEXES = ['female', 'male'] as const;
export type DogSex = (typeof DOG_SEXES)[number];

/** How a co-ownership invitation was answered; null while open. */
export const DOG_INVITATION_ANSWERS = ['accepted', 'declined'] as const;

/** Where a training session took place (docs/decisions/023-training-journal.md). */
export const TRAINING_SETTINGS = ['home', 'garden', 'street', 'park', 'elsewhere'] as const;
export type TrainingSetting = (typeof TRAINING_SETTINGS)[number];

/** A course is written as a draft, published for every dog, and archived once it takes no new dogs (docs/decisions/044-courses.md). */
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** A dog following a course: its steps on Heute while active, kept out of sight while paused. */
export const ENROLMENT_STATUSES = ['active', 'paused'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** How much distraction there was during a training session. */
export const TRAINING_DISTRACTIONS = ['low', 'medium', 'high'] as const;
export type TrainingDistraction = (typeof TRAINING_DISTRACTIONS)[number];

export const EMAIL_TOKEN_PURPOSES = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/** Contact subjects (docs/product-rules.md §2): general question, technical issue, billing, feature request, report bug. */
export const CONTACT_SUBJECTS = ['general', 'technical', 'billing', 'feature', 'bug'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The difficulty sort order (docs/product-rules.md §7.5): beginner before intermediate before advanced. */
export const DIFFICULTY_RANK: Record<Difficulty, number> = { beginner: 1, intermediate: 2, advanced: 3 };

/** What the audit log records (admin and moderation actions). */
export const AUDIT_ACTIONS = [
  'user_created',
  'user_updated',
  'user_deleted',
  'user_password_reset',
  'user_two_factor_removed',
  'reports_dismissed',
  'content_hidden',
  'content_edited',
  'content_deleted',
  'user_warned',
  'user_suspended',
  'user_suspension_lifted',
  'test_activities_deleted',
  'username_renamed',
  'delivery_retried',
  'trainer_application_submitted',
  'trainer_application_approved',
  'trainer_application_declined',
  'trainer_tier_withdrawn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What the Worker does by itself (housekeeping): these entries have no actor, which is not a deleted one. */
export const SYSTEM_AUDIT_ACTIONS: readonly AuditAction[] = ['username_renamed'];

/**
 * Where a member's application to become a trainer stands (docs/decisions/045-trainer-applications.md):
 * `withdrawn` is an approval whose professional tier an admin took back.
 */
export const TRAINER_APPLICATION_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type TrainerApplicationStatus = (typeof TRAINER_APPLICATION_STATUSES)[number];

/** What members can report (reports and the moderation queue). */
export const REPORT_TARGETS = ['post', 'comment', 'activity', 'course'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['spam', 'inappropriate', 'animal_welfare', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/**
 * What a member is notified about (docs/decisions/032-notifications.md). Likes are grouped per item;
 * `warned` and `suspended` come from moderation, `trial_ending` and `reviews_due` from the Cron Trigger.
 */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'mention',
  'post_liked',
  'comment_liked',
  'activity_liked',
  'report_decided',
  'warned',
  'suspended',
  'dog_invitation',
  'trial_ending',
  'reviews_due',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** What a member chooses email and push for, one topic per kind; the three like kinds share one (src/shared/notifications.ts). */
export const NOTIFICATION_TOPICS = ['comment', 'reply', 'mention', 'like', 'report_decided', 'dog_invitation', 'trial_ending', 'reviews_due'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
/** How a topic arrives by email: not at all, at once, or in the daily or weekly digest. */
export const EMAIL_CADENCES = ['off', 'instant', 'daily', 'weekly'] as const;
export type EmailCadence = (typeof EMAIL_CADENCES)[number];
/** The cadences that collect notifications into one email. */
export const DIGEST_CADENCES = ['daily', 'weekly'] as const satisfies readonly EmailCadence[];
export type DigestCadence = (typeof DIGEST_CADENCES)[number];
/** How the daily training reminder reaches a member (docs/decisions/047-training-reminder.md). */
export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
