-- Delivering notifications by email and web push (docs/decisions/033-notification-delivery.md). Only additions.
-- A notification waits for delivery while `dispatched_at` is null; those that exist already count as delivered.
ALTER TABLE `notifications` ADD `dispatched_at` integer;--> statement-breakpoint
UPDATE `notifications` SET `dispatched_at` = `created_at`;--> statement-breakpoint
CREATE INDEX `notifications_pending_idx` ON `notifications` (`id`) WHERE "notifications"."dispatched_at" is null;--> statement-breakpoint
-- A grouped like that was read and is liked again is news again (0020's like triggers set read_at back
-- to null): it waits for delivery once more. Its own update sets no read_at, so it fires nothing.
CREATE TRIGGER `redispatch_renewed_group` AFTER UPDATE OF `read_at` ON `notifications`
WHEN old.`read_at` IS NOT NULL AND new.`read_at` IS NULL BEGIN
	UPDATE `notifications` SET `dispatched_at` = NULL WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_digests` (
	`user_id` integer NOT NULL,
	`cadence` text NOT NULL,
	`sent_at` integer,
	`due_at` integer,
	PRIMARY KEY(`user_id`, `cadence`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_digests_due_idx` ON `email_digests` (`due_at`) WHERE "email_digests"."due_at" is not null;
