ALTER TABLE `contact_messages` ADD `user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `contact_messages_user_idx` ON `contact_messages` (`user_id`);
