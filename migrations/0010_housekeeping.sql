ALTER TABLE `uploads` ADD `confirmed_at` integer;--> statement-breakpoint
CREATE INDEX `uploads_unconfirmed_idx` ON `uploads` (`created_at`) WHERE "uploads"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX `users_avatar_key_idx` ON `users` (`avatar_key`) WHERE "users"."avatar_key" is not null;--> statement-breakpoint
CREATE INDEX `users_suspended_until_idx` ON `users` (`suspended_until`) WHERE "users"."suspended_until" is not null;--> statement-breakpoint
CREATE INDEX `activity_images_medium_key_idx` ON `activity_images` (`medium_key`);--> statement-breakpoint
CREATE INDEX `activity_images_thumbnail_key_idx` ON `activity_images` (`thumbnail_key`);--> statement-breakpoint
CREATE INDEX `posts_image_key_idx` ON `posts` (`image_key`) WHERE "posts"."image_key" is not null;--> statement-breakpoint
CREATE INDEX `payment_events_created_idx` ON `payment_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);
