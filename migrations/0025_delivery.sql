-- Delivery through the Queue (docs/decisions/040-delivery-queue.md).
-- One row per idempotency key: claimed before a send ('sending'), marked once it went ('sent') or
-- failed ('failed', claimable again by the next try). A duplicate of a sent message finds 'sent'.
CREATE TABLE `delivery_claims` (
	`key` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `delivery_claims_updated_idx` ON `delivery_claims` (`updated_at`);
--> statement-breakpoint
-- What the dead-letter queue's consumer received: a message that failed every try. One row per key;
-- `retried_at` is set when an admin sends it again (and cleared if it dies again).
CREATE TABLE `dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`dead_at` integer NOT NULL,
	`retried_at` integer,
	`retried_by` integer,
	FOREIGN KEY (`retried_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letters_key_idx` ON `dead_letters` (`key`);
--> statement-breakpoint
CREATE INDEX `dead_letters_waiting_idx` ON `dead_letters` (`dead_at`, `id`) WHERE `retried_at` IS NULL;
