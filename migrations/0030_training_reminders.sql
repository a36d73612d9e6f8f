-- The daily training reminder (docs/decisions/047-training-reminder.md): one row per member, gone
-- with the account. `sent_on` is the member's local day the last reminder was claimed for: the Cron
-- Trigger sets it in the same statement that picks the member, so a reminder goes at most once a day.
CREATE TABLE `training_reminders` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`hour` integer NOT NULL CHECK (`hour` BETWEEN 0 AND 23),
	`channel` text NOT NULL CHECK (`channel` IN ('push', 'email')),
	`sent_on` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The Cron Trigger reads the reminders of one hour.
CREATE INDEX `training_reminders_hour_idx` ON `training_reminders` (`hour`) WHERE `enabled` = 1;
