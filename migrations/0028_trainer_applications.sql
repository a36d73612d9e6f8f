-- Members apply to become trainers (the professional tier); admins decide (docs/decisions/045-trainer-applications.md).
CREATE TABLE `trainer_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`school` text NOT NULL,
	`qualification` text NOT NULL,
	`website` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reason` text,
	`decided_by` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainer_applications_pending_idx` ON `trainer_applications` (`user_id`) WHERE `status` = 'pending';--> statement-breakpoint
CREATE INDEX `trainer_applications_user_idx` ON `trainer_applications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `trainer_applications_queue_idx` ON `trainer_applications` ((`status` = 'pending'),`created_at`,`id`);
