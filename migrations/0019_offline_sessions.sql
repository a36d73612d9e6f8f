-- The app offline (docs/decisions/031-offline-field-app.md). Only additions.
-- The id the member's device made for a session it kept while offline: sending it again (a retry,
-- a second tab) finds the session already written instead of writing it twice.
ALTER TABLE `training_sessions` ADD `client_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `training_sessions_client_unique` ON `training_sessions` (`user_id`,`client_id`) WHERE "training_sessions"."client_id" is not null;--> statement-breakpoint
-- The member's newest favourites, read in order: the app keeps the pages of the newest few.
CREATE INDEX `activity_favorites_user_newest_idx` ON `activity_favorites` (`user_id`,`created_at`);
