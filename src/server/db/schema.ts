/**
 * Every table of the product (docs/product-rules.md §3). Timestamps are integer milliseconds since the epoch;
 * images are stored in R2 and referenced here by key only (docs/architecture.md §10).
 */
import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ACTIVITY_KINDS } from '~/shared/activity-kind';
import {
  ACTIVITY_LOCATIONS,
  AUDIT_ACTIONS,
  CONTACT_SUBJECTS,
  COURSE_STATUSES,
  DIFFICULTIES,
  DOG_INVITATION_ANSWERS,
  DOG_SEXES,
  DIGEST_CADENCES,
  EMAIL_CADENCES,
  EMAIL_TOKEN_PURPOSES,
  ENROLMENT_STATUSES,
  LOCALES,
  NOTIFICATION_KINDS,
  NOTIFICATION_TOPICS,
  PLAN_TYPES,
  POST_TYPES,
  REMINDER_CHANNELS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
  ROLES,
  SUBSCRIPTION_TIERS,
  TRAINING_DISTRACTIONS,
  TRAINER_APPLICATION_STATUSES,
  TRAINING_SETTINGS,
  USER_STATUSES,
} from '../../shared/enums';
import { DEFAULT_TIME_ZONE } from '../../shared/training/days';

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = () => integer('updated_at', { mode: 'timestamp_ms' }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);
const counter = (name: string) => integer(name).notNull().default(0);
/** Set while moderation keeps the item out of sight (3 open reports, or a moderator's decision). */
const hiddenAt = () => integer('hidden_at', { mode: 'timestamp_ms' });
/** A required reference whose rows go with the row they belong to. */
const ownedBy = (name: string, column: () => AnySQLiteColumn) => integer(name).notNull().references(column, { onDelete: 'cascade' });

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    /**
     * `usernameKey(username)`: what every lookup by username compares, unique. NULL only for a name
     * from before migration 0023 that housekeeping has not keyed yet (services/housekeeping/username-keys.ts).
     */
    usernameKey: text('username_key'),
    displayName: text('display_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Stored lower-cased; the unique index makes sign-up races safe. */
    email: text('email').notNull(),
    bio: text('bio').notNull().default(''),
    location: text('location').notNull().default(''),
    avatarKey: text('avatar_key'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    subscriptionTier: text('subscription_tier', { enum: SUBSCRIPTION_TIERS }).notNull().default('free'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('unverified'),
    /** Kept equal to the number of the user's activities by triggers on `activities` (migrations/0002_activities_search.sql; docs/architecture.md §8). */
    activitiesCreated: counter('activities_created'),
    newsletterSubscribed: flag('newsletter_subscribed'),
    isEmailVerified: flag('is_email_verified'),
    acceptedDisclaimer: flag('accepted_disclaimer'),
    /** Language for emails and the first visit. */
    locale: text('locale', { enum: LOCALES }).notNull().default('de'),
    /** IANA time zone: decides which local day a training session counts for (docs/decisions/023-training-journal.md). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /** The member lets followers see their dogs' mastered activities in the network feed (off until chosen). */
    shareMilestones: flag('share_milestones'),
    /** The member shows their dogs (name, breed, photo) on their member page (off until chosen, docs/decisions/052-finding-people.md). */
    showDogs: flag('show_dogs'),
    /** Kept equal to the member's followers by triggers on `follows` (migrations/0035_member_dogs_shown.sql). */
    followerCount: counter('follower_count'),
    passwordHash: text('password_hash').notNull(),
    /** Sessions created before this instant are rejected ("log out everywhere", docs/architecture.md §6). */
    sessionsValidAfter: integer('sessions_valid_after', { mode: 'timestamp_ms' }).notNull().default(new Date(0)),
    stripeCustomerId: text('stripe_customer_id'),
    /** The password was set by an admin reset: it signs in once, then a new one must be chosen. */
    passwordTemporary: flag('password_temporary'),
    /** Until then the member can read but not write (set by a moderator). */
    suspendedUntil: integer('suspended_until', { mode: 'timestamp_ms' }),
    /** Set when the member deleted the account but kept their posts and comments, anonymised. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Kept while names wait for their key: lookups fall back to it for them (services/usernames.ts).
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_unique').on(t.usernameKey),
    index('users_display_name_idx').on(sql`lower(${t.displayName})`),
    uniqueIndex('users_stripe_customer_unique').on(t.stripeCustomerId),
    // Housekeeping: which uploads are in use, which suspensions have ended.
    index('users_avatar_key_idx').on(t.avatarKey).where(sql`${t.avatarKey} is not null`),
    index('users_suspended_until_idx').on(t.suspendedUntil).where(sql`${t.suspendedUntil} is not null`),
    // Suggestions (docs/decisions/052-finding-people.md): the most followed, and members of the same place.
    index('users_follower_count_idx').on(t.followerCount, t.id).where(sql`${t.followerCount} > 0`),
    index('users_location_key_idx').on(sql`lower(trim(${t.location}))`).where(sql`${t.location} <> ''`),
  ],
);

/** Single-use email links (verification, password reset); only the SHA-256 of the token is stored. */
export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: ownedBy('user_id', () => users.id),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_unique').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const activities = sqliteTable(
  'activities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    authorId: ownedBy('author_id', () => users.id),
    /** Language the member wrote it in; lists prefer the reader's language. */
    lang: text('lang', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    /** beginner 1 < intermediate 2 < advanced 3: the difficulty sort order, indexable. */
    difficultyRank: integer('difficulty_rank').notNull(),
    duration: integer('duration').notNull(),
    location: text('location', { enum: ACTIVITY_LOCATIONS }).notNull(),
    /** The illustration its author chose; null derives it from the activity's words (docs/decisions/042-activity-pictures.md). */
    kind: text('kind', { enum: ACTIVITY_KINDS }),
    videoUrl: text('video_url'),
    isOfficial: flag('is_official'),
    isApproved: flag('is_approved'),
    likes: counter('likes'),
    completions: counter('completions'),
    views: counter('views'),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activities_author_idx').on(t.authorId, t.createdAt),
    // The network feed walks every language's newest activities together.
    index('activities_created_idx').on(t.createdAt, t.id),
    // The list shows one language at a time, so every sort order is indexed per language.
    index('activities_lang_created_idx').on(t.lang, t.createdAt, t.id),
    index('activities_lang_likes_idx').on(t.lang, t.likes, t.id),
    index('activities_lang_completions_idx').on(t.lang, t.completions, t.id),
    index('activities_lang_title_idx').on(t.lang, sql`${t.title} collate nocase`, t.id),
    index('activities_lang_difficulty_idx').on(t.lang, t.difficultyRank, t.id),
  ],
);

export const activityTags = sqliteTable(
  'activity_tags',
  {
    activityId: ownedBy('activity_id', () => activities.id),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.tag] }), index('activity_tags_tag_idx').on(t.tag, t.activityId)],
);

export const activityImages = sqliteTable(
  'activity_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    activityId: ownedBy('activity_id', () => activities.id),
    position: integer('position').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    mediumKey: text('medium_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [
    uniqueIndex('activity_images_position_unique').on(t.activityId, t.position),
    index('activity_images_medium_key_idx').on(t.mediumKey),
    index('activity_images_thumbnail_key_idx').on(t.thumbnailKey),
  ],
);

/** A member's favourite activities; favourites belong to the member, progress to a dog (docs/decisions/022-dogs.md). */
export const activityFavorites = sqliteTable(
  'activity_favorites',
  {
    userId: ownedBy('user_id', () => users.id),
    activityId: ownedBy('activity_id', () => activities.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('activity_favorites_activity_idx').on(t.activityId),
    // The newest first, for the pages kept offline (docs/decisions/031-offline-field-app.md).
    index('activity_favorites_user_newest_idx').on(t.userId, t.createdAt),
  ],
);

/** A dog, seen only by its owners (docs/decisions/022-dogs.md). Optional fields are null when not given. */
export const dogs = sqliteTable(
  'dogs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    breed: text('breed'),
    /** `YYYY-MM`. */
    birthMonth: text('birth_month'),
    sex: text('sex', { enum: DOG_SEXES }),
    /** R2 key of the photo's medium size, from the upload pipeline (like `users.avatar_key`). */
    photoKey: text('photo_key'),
    notes: text('notes').notNull().default(''),
    /** Journal totals, kept by triggers on `training_sessions`. */
    trainingSessions: counter('training_sessions'),
    trainingMinutes: counter('training_minutes'),
    /** The owner who added the dog: only they may remove co-owners. Null once their account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('dogs_photo_key_idx').on(t.photoKey).where(sql`${t.photoKey} is not null`),
    index('dogs_created_by_idx').on(t.createdBy),
    // Suggestions by breed (docs/decisions/052-finding-people.md) compare without case and surrounding spaces.
    index('dogs_breed_key_idx').on(sql`lower(trim(${t.breed}))`).where(sql`${t.breed} is not null`),
  ],
);

/**
 * Who owns which dog (many to many). `chosenAt` marks the member's current dog: the latest chosen,
 * else the first they owned.
 */
export const dogOwners = sqliteTable(
  'dog_owners',
  {
    dogId: ownedBy('dog_id', () => dogs.id),
    userId: ownedBy('user_id', () => users.id),
    chosenAt: integer('chosen_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.dogId, t.userId] }), index('dog_owners_user_idx').on(t.userId, t.createdAt)],
);

/** An invitation to co-own a dog: single use, expiring; only the SHA-256 of its token is stored. */
export const dogInvitations = sqliteTable(
  'dog_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dogId: ownedBy('dog_id', () => dogs.id),
    inviterId: ownedBy('inviter_id', () => users.id),
    inviteeId: ownedBy('invitee_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    answer: text('answer', { enum: DOG_INVITATION_ANSWERS }),
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dog_invitations_token_unique').on(t.tokenHash),
    index('dog_invitations_dog_idx').on(t.dogId, t.inviteeId),
    index('dog_invitations_invitee_idx').on(t.inviteeId),
    index('dog_invitations_inviter_idx').on(t.inviterId),
  ],
);

/**
 * Tried and mastered per dog and activity; `activities.completions` counts mastering dogs by trigger.
 * A mastered activity carries its review schedule (docs/decisions/023-training-journal.md).
 */
export const dogProgress = sqliteTable(
  'dog_progress',
  {
    dogId: ownedBy('dog_id', () => dogs.id),
    activityId: ownedBy('activity_id', () => activities.id),
    tried: flag('tried'),
    mastered: flag('mastered'),
    /** Local day (`YYYY-MM-DD`) the dog was marked as mastering it; null while not mastered. */
    masteredOn: text('mastered_on'),
    /** Index into `REVIEW_INTERVAL_DAYS` of the current review interval. */
    reviewStep: integer('review_step').notNull().default(0),
    /** Local day the next review is due; null while not mastered. */
    reviewDue: text('review_due'),
    /** Start of the newest logged session, kept by trigger: the stats' recently trained activities. */
    lastTrainedAt: integer('last_trained_at', { mode: 'timestamp_ms' }),
    /** Mastered while the journal's evidence met the rule (src/shared/training/mastery.ts): worth highscore points (docs/decisions/051-highscore.md). */
    masteredProven: flag('mastered_proven'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dogId, t.activityId] }),
    index('dog_progress_activity_idx').on(t.activityId),
    index('dog_progress_review_idx').on(t.dogId, t.reviewDue).where(sql`${t.reviewDue} is not null`),
    index('dog_progress_trained_idx').on(t.dogId, t.lastTrainedAt).where(sql`${t.lastTrainedAt} is not null`),
    // The network feed walks the newest mastered activities.
    index('dog_progress_mastered_idx').on(t.masteredOn).where(sql`${t.masteredOn} is not null`),
  ],
);

/** One logged training session of a dog on an activity (docs/decisions/023-training-journal.md). */
export const trainingSessions = sqliteTable(
  'training_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dogId: ownedBy('dog_id', () => dogs.id),
    activityId: ownedBy('activity_id', () => activities.id),
    /** Who trained; the journal goes with the account that wrote it. */
    userId: ownedBy('user_id', () => users.id),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }).notNull(),
    /** Local day of `startedAt` in the trainer's time zone (`YYYY-MM-DD`): streaks and weeks count it. */
    day: text('day').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    repetitions: integer('repetitions'),
    successes: integer('successes'),
    /** 1–5, where counting makes no sense; never together with repetitions. */
    rating: integer('rating'),
    setting: text('setting', { enum: TRAINING_SETTINGS }).notNull(),
    distraction: text('distraction', { enum: TRAINING_DISTRACTIONS }).notNull(),
    notes: text('notes').notNull().default(''),
    /** R2 key of the photo's medium size, from the upload pipeline (like `dogs.photo_key`). */
    imageKey: text('image_key'),
    /** The id the member's device made for a session logged offline: a resend finds it (decision 031). */
    clientId: text('client_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('training_sessions_client_unique').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
    index('training_sessions_dog_idx').on(t.dogId, t.startedAt, t.id),
    index('training_sessions_dog_activity_idx').on(t.dogId, t.activityId, t.startedAt, t.id),
    // Also whether the member trained lately (suggestions, docs/decisions/052-finding-people.md).
    index('training_sessions_user_idx').on(t.userId, t.startedAt),
    index('training_sessions_activity_idx').on(t.activityId),
    index('training_sessions_image_key_idx').on(t.imageKey).where(sql`${t.imageKey} is not null`),
  ],
);

/** Sessions and minutes per dog and local day, kept by triggers: streaks and weekly charts read these rows. */
export const trainingDays = sqliteTable(
  'training_days',
  {
    dogId: ownedBy('dog_id', () => dogs.id),
    day: text('day').notNull(),
    sessions: counter('sessions'),
    minutes: counter('minutes'),
  },
  (t) => [primaryKey({ columns: [t.dogId, t.day] })],
);

/**
 * Highscore points per dog and local day (docs/decisions/051-highscore.md), kept by triggers
 * (migrations/0034_highscore.sql): the day's minutes up to 60, and 25 per mastery confirmed from evidence.
 */
export const dogPointsDays = sqliteTable(
  'dog_points_days',
  {
    dogId: ownedBy('dog_id', () => dogs.id),
    day: text('day').notNull(),
    minutesPoints: counter('minutes_points'),
    masteryPoints: counter('mastery_points'),
  },
  (t) => [primaryKey({ columns: [t.dogId, t.day] })],
);

/**
 * A dog's points per week (`week`: the Monday of its days' local dates), kept by triggers on
 * `dog_points_days`; `listed` while an owner shares milestones. The rank index holds listed weeks with points.
 */
export const dogPointsWeeks = sqliteTable(
  'dog_points_weeks',
  {
    dogId: ownedBy('dog_id', () => dogs.id),
    week: text('week').notNull(),
    points: counter('points'),
    listed: flag('listed'),
  },
  (t) => [
    primaryKey({ columns: [t.dogId, t.week] }),
    index('dog_points_weeks_rank_idx').on(t.week, sql`${t.points} desc`, t.dogId).where(sql`${t.listed} = 1 and ${t.points} > 0`),
  ],
);

/** A dog's points of all time, kept like its weeks. */
export const dogPoints = sqliteTable(
  'dog_points',
  {
    dogId: integer('dog_id')
      .primaryKey()
      .references(() => dogs.id, { onDelete: 'cascade' }),
    points: counter('points'),
    listed: flag('listed'),
  },
  (t) => [index('dog_points_rank_idx').on(sql`${t.points} desc`, t.dogId).where(sql`${t.listed} = 1 and ${t.points} > 0`)],
);

/**
 * A course (docs/decisions/044-courses.md): stages of steps, each an activity with a goal the dog's
 * sessions must meet. `enrolments` counts the dogs following it, kept by triggers.
 */
export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    authorId: ownedBy('author_id', () => users.id),
    lang: text('lang', { enum: LOCALES }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    ageMinWeeks: integer('age_min_weeks'),
    ageMaxWeeks: integer('age_max_weeks'),
    status: text('status', { enum: COURSE_STATUSES }).notNull().default('draft'),
    isOfficial: flag('is_official'),
    enrolments: counter('enrolments'),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('courses_catalogue_idx').on(t.status, t.lang, t.publishedAt, t.id),
    index('courses_published_idx').on(t.status, t.publishedAt, t.id),
    index('courses_author_idx').on(t.authorId, t.updatedAt),
    // Migration 0032: a dog's age lists the courses with a range first.
    index('courses_catalogue_age_idx').on(t.status, t.lang, sql`(${t.ageMinWeeks} IS NOT NULL OR ${t.ageMaxWeeks} IS NOT NULL)`, t.publishedAt, t.id),
    index('courses_published_age_idx').on(t.status, sql`(${t.ageMinWeeks} IS NOT NULL OR ${t.ageMaxWeeks} IS NOT NULL)`, t.publishedAt, t.id),
  ],
);

export const courseTags = sqliteTable(
  'course_tags',
  {
    courseId: ownedBy('course_id', () => courses.id),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tag] }), index('course_tags_tag_idx').on(t.tag, t.courseId)],
);

export const courseStages = sqliteTable(
  'course_stages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: ownedBy('course_id', () => courses.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
  },
  (t) => [index('course_stages_course_idx').on(t.courseId, t.position)],
);

/** A step keeps its id while an edit keeps it, so the dogs' results on it stay. `goalSuccess` is whole percent. */
export const courseSteps = sqliteTable(
  'course_steps',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    courseId: ownedBy('course_id', () => courses.id),
    stageId: ownedBy('stage_id', () => courseStages.id),
    position: integer('position').notNull(),
    activityId: ownedBy('activity_id', () => activities.id),
    goalSessions: integer('goal_sessions').notNull(),
    goalSuccess: integer('goal_success').notNull(),
    goalSettings: integer('goal_settings'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('course_steps_course_idx').on(t.courseId, t.stageId, t.position),
    index('course_steps_stage_idx').on(t.stageId),
    index('course_steps_activity_idx').on(t.activityId, t.courseId),
  ],
);

/** A dog following a course; its sessions count from `enrolledAt`. Leaving deletes the row, never a session. */
export const dogCourses = sqliteTable(
  'dog_courses',
  {
    dogId: ownedBy('dog_id', () => dogs.id),
    courseId: ownedBy('course_id', () => courses.id),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('active'),
    enrolledAt: integer('enrolled_at', { mode: 'timestamp_ms' }).notNull(),
    pausedAt: integer('paused_at', { mode: 'timestamp_ms' }),
    /** Set by trigger when every step has its result. */
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.dogId, t.courseId] }), index('dog_courses_course_idx').on(t.courseId)],
);

/**
 * The step a dog's sessions met, written once by a trigger on `training_sessions` (migration 0027)
 * with the sessions it took: a step stays done however sessions change later, and a course's
 * insights count these rows instead of reading anyone's journal. Goes with the enrolment.
 */
export const courseStepResults = sqliteTable(
  'course_step_results',
  {
    dogId: integer('dog_id').notNull(),
    stepId: ownedBy('step_id', () => courseSteps.id),
    courseId: integer('course_id').notNull(),
    sessions: integer('sessions').notNull(),
    doneAt: integer('done_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dogId, t.stepId] }),
    foreignKey({ columns: [t.dogId, t.courseId], foreignColumns: [dogCourses.dogId, dogCourses.courseId] }).onDelete('cascade'),
    index('course_step_results_course_idx').on(t.courseId, t.stepId),
    index('course_step_results_enrolment_idx').on(t.dogId, t.courseId),
  ],
);

/**
 * A member's TOTP second factor (RFC 6238). The row exists from the start of enrollment;
 * `enabledAt` is set once a code confirmed it. `lastStep` is the newest 30-second step a code was
 * accepted for: a code is never accepted twice (docs/decisions/014-sign-in-hardening.md).
 */
export const totpCredentials = sqliteTable('totp_credentials', {
  userId: ownedBy('user_id', () => users.id).primaryKey(),
  /** Base32, as the authenticator app holds it. */
  secret: text('secret').notNull(),
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  lastStep: counter('last_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes of a second factor; only their SHA-256 is stored, a used one is deleted. */
export const totpRecoveryCodes = sqliteTable(
  'totp_recovery_codes',
  {
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * A login waiting for its second factor: the hash of its single-use challenge, for five minutes.
 * It lives in D1 (not KV) because finishing the login claims it with one DELETE … RETURNING,
 * which only one of parallel requests can win.
 */
export const loginChallenges = sqliteTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

export const activityLikes = sqliteTable(
  'activity_likes',
  {
    userId: ownedBy('user_id', () => users.id),
    activityId: ownedBy('activity_id', () => activities.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] }), index('activity_likes_activity_idx').on(t.activityId)],
);

/** One row per member, activity and UTC day: a view counts once per member and day. */
export const activityViews = sqliteTable(
  'activity_views',
  {
    activityId: ownedBy('activity_id', () => activities.id),
    userId: ownedBy('user_id', () => users.id),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.userId, t.day] })],
);

export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    authorId: ownedBy('author_id', () => users.id),
    type: text('type', { enum: POST_TYPES }).notNull(),
    content: text('content').notNull(),
    /** The language the post is written in, chosen when writing (migrations/0033). */
    lang: text('lang', { enum: LOCALES }).notNull(),
    /** A question's title; older questions have none and show their first line (migrations/0033). */
    title: text('title'),
    imageKey: text('image_key'),
    /** The activity a question or success story is about; the activity going leaves the post. */
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'set null' }),
    /** The accepted answer of a question: a visible top comment of this post (cleared by trigger when it is hidden or deleted). */
    acceptedCommentId: integer('accepted_comment_id'),
    likes: counter('likes'),
    /** Visible comments only: hiding or showing a comment moves it (triggers, migrations/0008). */
    commentsCount: counter('comments_count'),
    /** Set on the first edit; the card then shows "bearbeitet". */
    editedAt: integer('edited_at', { mode: 'timestamp_ms' }),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('posts_feed_idx').on(t.createdAt, t.id),
    index('posts_author_idx').on(t.authorId, t.createdAt),
    index('posts_image_key_idx').on(t.imageKey).where(sql`${t.imageKey} is not null`),
    index('posts_activity_idx').on(t.activityId, t.createdAt, t.id).where(sql`${t.activityId} is not null`),
    // One partial index per Q&A list order (migrations/0018): each list walks questions only.
    index('posts_qa_newest_idx').on(t.createdAt, t.id).where(sql`${t.type} = 'question'`),
    index('posts_qa_liked_idx').on(t.likes, t.id).where(sql`${t.type} = 'question'`),
    index('posts_qa_open_newest_idx').on(t.createdAt, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is null`),
    index('posts_qa_open_liked_idx').on(t.likes, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is null`),
    index('posts_qa_answered_newest_idx').on(t.createdAt, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is not null`),
    index('posts_qa_answered_liked_idx').on(t.likes, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is not null`),
    // No explicit id: every index ends with the rowid, and a wider one loses to posts_author_idx without statistics.
    index('posts_qa_mine_newest_idx').on(t.authorId, t.createdAt).where(sql`${t.type} = 'question'`),
    index('posts_qa_mine_liked_idx').on(t.authorId, t.likes, t.id).where(sql`${t.type} = 'question'`),
    // The same lists in one language start with it (migrations/0033), so a page reads rows bounded by its size.
    index('posts_feed_lang_idx').on(t.lang, t.createdAt, t.id),
    index('posts_qa_lang_newest_idx').on(t.lang, t.createdAt, t.id).where(sql`${t.type} = 'question'`),
    index('posts_qa_lang_liked_idx').on(t.lang, t.likes, t.id).where(sql`${t.type} = 'question'`),
    index('posts_qa_lang_open_newest_idx').on(t.lang, t.createdAt, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is null`),
    index('posts_qa_lang_open_liked_idx').on(t.lang, t.likes, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is null`),
    index('posts_qa_lang_answered_newest_idx').on(t.lang, t.createdAt, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is not null`),
    index('posts_qa_lang_answered_liked_idx').on(t.lang, t.likes, t.id).where(sql`${t.type} = 'question' and ${t.acceptedCommentId} is not null`),
  ],
);

/** Visible questions, open and answered, for the Q&A statistics card; kept by triggers on posts (migrations/0018). */
export const questionCounts = sqliteTable('question_counts', {
  state: text('state', { enum: ['open', 'answered'] }).primaryKey(),
  n: integer('n').notNull().default(0),
});

export const postLikes = sqliteTable(
  'post_likes',
  {
    userId: ownedBy('user_id', () => users.id),
    postId: ownedBy('post_id', () => posts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index('post_likes_post_idx').on(t.postId)],
);

/** Comments with one level of replies: a reply's parent is always a top-level comment. */
export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: ownedBy('post_id', () => posts.id),
    authorId: ownedBy('author_id', () => users.id),
    parentId: integer('parent_id').references((): AnySQLiteColumn => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    likes: counter('likes'),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.createdAt), index('comments_parent_idx').on(t.parentId), index('comments_author_idx').on(t.authorId)],
);

export const commentLikes = sqliteTable(
  'comment_likes',
  {
    userId: ownedBy('user_id', () => users.id),
    commentId: ownedBy('comment_id', () => comments.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_likes_comment_idx').on(t.commentId)],
);

/** The member's payment-provider subscription as last read from the provider. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: ownedBy('user_id', () => users.id),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    /** The provider's status: trialing, active, past_due, canceled, incomplete, … */
    status: text('status').notNull(),
    trialEnd: integer('trial_end', { mode: 'timestamp_ms' }),
    currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
    cancelAtPeriodEnd: flag('cancel_at_period_end'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('subscriptions_stripe_unique').on(t.stripeSubscriptionId), index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/** Provider webhook events already applied: each event id is processed once. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    processedAt: createdAt(),
  },
  (t) => [index('payment_events_created_idx').on(t.processedAt)],
);

export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    locale: text('locale', { enum: LOCALES }).notNull(),
    subscribedAt: integer('subscribed_at', { mode: 'timestamp_ms' }),
    unsubscribedAt: integer('unsubscribed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_unique').on(t.email), index('newsletter_user_idx').on(t.userId)],
);

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: CONTACT_SUBJECTS }).notNull(),
    message: text('message').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    /** The signed-in sender, so deleting the account finds the message even under another email. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt), index('contact_messages_user_idx').on(t.userId)],
);

/**
 * One member's relation to another (docs/decisions/028-network.md): following, muting or blocking.
 * The first id acts, the second is acted on; the index on the second finds who relates to a member.
 */
const memberRelation = (name: string, actor: string, target: string) =>
  sqliteTable(
    name,
    {
      actorId: ownedBy(actor, () => users.id),
      targetId: ownedBy(target, () => users.id),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t.actorId, t.targetId] }), index(`${name}_${target}_idx`).on(t.targetId)],
  );

/** Who follows whom: the follower sees the followee's activities, posts and shared milestones in the network feed. */
export const follows = memberRelation('follows', 'follower_id', 'followee_id');
/** Whose posts and comments a member no longer sees. */
export const mutes = memberRelation('mutes', 'muter_id', 'muted_id');
/** Whom a member blocked: hidden like a mute, and kept from following, commenting on the blocker's posts and mentioning them. */
export const blocks = memberRelation('blocks', 'blocker_id', 'blocked_id');

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Activity = typeof activities.$inferSelect;
export type ActivityImage = typeof activityImages.$inferSelect;
export type Post = typeof posts.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type Dog = typeof dogs.$inferSelect;
export type TrainingSession = typeof trainingSessions.$inferSelect;
export type Course = typeof courses.$inferSelect;
export type CourseStep = typeof courseSteps.$inferSelect;

/** Every processed upload and who made it: only the uploader may attach it, and R2 cleanup finds it. */
export const uploads = sqliteTable(
  'uploads',
  {
    /** The R2 key prefix that holds the upload's sizes, `images/<uuid>`. */
    prefix: text('prefix').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Pixel size of the processed picture; null for uploads recorded before sizes were kept. */
    width: integer('width'),
    height: integer('height'),
    /** When housekeeping found the upload in use; it is not looked at again (detaching deletes it). */
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_unconfirmed_idx').on(t.createdAt).where(sql`${t.confirmedAt} is null`)],
);

/** Fixed-window counters for rate limits; one upsert per check (see server/services/rate-limits.ts). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Sessions ended by a logout, checked on every request with the user row: KV takes up to a minute
 * to forget a deleted session everywhere. `key_hash` is the session's KV key hash (never the token);
 * a row is needed only until the session would have expired anyway (`expires_at`), then it may go.
 */
export const revokedSessions = sqliteTable(
  'revoked_sessions',
  {
    keyHash: text('key_hash').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/** Who did what to whom, for admins to review: every admin and moderation action. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null once the acting account is deleted; the entry stays. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ['user', 'dead_letter', ...REPORT_TARGETS] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** What changed, as JSON (e.g. the role before and after); never a password. */
    detail: text('detail').notNull().default('{}'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * A member's application to become a trainer (the professional tier), decided by an admin
 * (docs/decisions/045-trainer-applications.md). At most one is pending per member; the website is
 * stored as typed and never fetched by the server.
 */
export const trainerApplications = sqliteTable(
  'trainer_applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: ownedBy('user_id', () => users.id),
    school: text('school').notNull(),
    qualification: text('qualification').notNull(),
    website: text('website'),
    status: text('status', { enum: TRAINER_APPLICATION_STATUSES }).notNull().default('pending'),
    /** The admin's reason for a decline (optional). */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trainer_applications_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('trainer_applications_user_idx').on(t.userId, t.createdAt),
    index('trainer_applications_queue_idx').on(sql`(${t.status} = 'pending')`, t.createdAt, t.id),
  ],
);
export type TrainerApplication = typeof trainerApplications.$inferSelect;

/** A member's report of a post, comment or activity; one per member and item. */
export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reporterId: ownedBy('reporter_id', () => users.id),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reports_once_unique').on(t.reporterId, t.targetType, t.targetId), index('reports_queue_idx').on(t.status, t.targetType, t.targetId)],
);

/** A nullable reference whose going takes the notification with it: a notification never outlives its target. */
const targetOf = (name: string, column: () => AnySQLiteColumn) => integer(name).references(column, { onDelete: 'cascade' });

/**
 * What a member is told about (docs/decisions/032-notifications.md). Comments, replies, likes and
 * report decisions are written by triggers (migrations/0020); mentions, moderation, invitations and
 * the Cron Trigger's kinds by the service that acts. Hiding the target deletes the notification, and
 * so does deleting it (the references cascade).
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipientId: ownedBy('recipient_id', () => users.id),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** Who acted; the newest liker of a group; null for what the product itself says. */
    actorId: targetOf('actor_id', () => users.id),
    postId: targetOf('post_id', () => posts.id),
    commentId: targetOf('comment_id', (): AnySQLiteColumn => comments.id),
    activityId: targetOf('activity_id', () => activities.id),
    dogId: targetOf('dog_id', () => dogs.id),
    invitationId: targetOf('invitation_id', () => dogInvitations.id),
    reportId: targetOf('report_id', () => reports.id),
    /** One row per group and member (a liked item, a trial, a day's reviews): a repeat updates it. */
    groupKey: text('group_key'),
    /** Likes in the group since the member last read it. */
    count: integer('count').notNull().default(1),
    /** The report's outcome, or the end of a suspension or a trial (ISO). */
    detail: text('detail').notNull().default(''),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    /** When email and push were seen to (docs/decisions/033-notification-delivery.md); null while waiting. */
    dispatchedAt: integer('dispatched_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('notifications_inbox_idx').on(t.recipientId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_read_idx').on(t.readAt).where(sql`${t.readAt} is not null`),
    uniqueIndex('notifications_group_unique').on(t.recipientId, t.groupKey).where(sql`${t.groupKey} is not null`),
    // Each target's notifications go with it: the cascades and the hide triggers look them up here.
    index('notifications_actor_idx').on(t.actorId).where(sql`${t.actorId} is not null`),
    index('notifications_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    index('notifications_activity_idx').on(t.activityId).where(sql`${t.activityId} is not null`),
    index('notifications_dog_idx').on(t.dogId).where(sql`${t.dogId} is not null`),
    index('notifications_invitation_idx').on(t.invitationId).where(sql`${t.invitationId} is not null`),
    index('notifications_report_idx').on(t.reportId).where(sql`${t.reportId} is not null`),
    index('notifications_pending_idx').on(t.id).where(sql`${t.dispatchedAt} is null`),
  ],
);

/** A member's choice for one topic where it differs from the default (src/shared/notifications.ts). */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: ownedBy('user_id', () => users.id),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    email: text('email', { enum: EMAIL_CADENCES }).notNull(),
    push: flag('push'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

/** A browser that takes the member's web push (docs/decisions/033-notification-delivery.md); the endpoint is the device's. */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: ownedBy('user_id', () => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** Pushes that failed in a row (timeout, 3xx, 5xx); a success sets it back, the fifth removes the device. */
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A member's daily or weekly digest: when the last went out, and when the next may (null while
 * nothing waits for it). The Cron Trigger reads the due ones by `email_digests_due_idx`.
 */
export const emailDigests = sqliteTable(
  'email_digests',
  {
    userId: ownedBy('user_id', () => users.id),
    cadence: text('cadence', { enum: DIGEST_CADENCES }).notNull(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    dueAt: integer('due_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cadence] }), index('email_digests_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);

/**
 * A member's daily training reminder (docs/decisions/047-training-reminder.md): the local hour and
 * the channel, and the local day the last one was claimed for (set in the statement that picks the
 * member, so a reminder goes at most once a day). The Cron Trigger reads one hour by its index.
 */
export const trainingReminders = sqliteTable(
  'training_reminders',
  {
    userId: ownedBy('user_id', () => users.id).primaryKey(),
    enabled: flag('enabled'),
    hour: integer('hour').notNull(),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    sentOn: text('sent_on'),
    updatedAt: updatedAt(),
  },
  (t) => [index('training_reminders_hour_idx').on(t.hour).where(sql`${t.enabled} = 1`)],
);

/** States of an idempotency key (docs/decisions/040-delivery-queue.md). */
export const DELIVERY_STATES = ['sending', 'sent', 'failed'] as const;

/** One row per delivery message's idempotency key: claimed before its send, marked after. */
export const deliveryClaims = sqliteTable(
  'delivery_claims',
  {
    key: text('key').primaryKey(),
    state: text('state', { enum: DELIVERY_STATES }).notNull(),
    attempts: counter('attempts'),
    /** The last failed send's reason, short; copied to the dead letter. */
    error: text('error'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('delivery_claims_updated_idx').on(t.updatedAt)],
);

/** A message that failed every try, as the dead-letter queue's consumer received it, for admins to send again. */
export const deadLetters = sqliteTable(
  'dead_letters',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    /** Where it was going (an address, or the member of a push), for the admin page. */
    recipient: text('recipient').notNull(),
    /** The email's subject or the push's title. */
    subject: text('subject').notNull(),
    /** The whole message as it was queued (JSON), sent again as it is. */
    body: text('body').notNull(),
    error: text('error'),
    attempts: counter('attempts'),
    deadAt: integer('dead_at', { mode: 'timestamp_ms' }).notNull(),
    retriedAt: integer('retried_at', { mode: 'timestamp_ms' }),
    retriedBy: integer('retried_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('dead_letters_key_idx').on(t.key), index('dead_letters_waiting_idx').on(t.deadAt, t.id).where(sql`${t.retriedAt} is null`)],
);
