-- Usernames compare by their key: NFKC, then Unicode lower case (src/shared/username-key.ts), which
-- SQL cannot compute. Only names of printable ASCII get theirs here: for them NFKC changes nothing
-- and lower() folds exactly what toLowerCase() folds, and the unique index on lower(username) has
-- already kept them apart. Every other name keeps NULL until the Worker's housekeeping fills it in
-- batches, where collisions are found and resolved (services/housekeeping/username-keys.ts).
ALTER TABLE `users` ADD `username_key` text;--> statement-breakpoint
UPDATE `users` SET `username_key` = lower(`username`) WHERE `username` NOT GLOB '*[^ -~]*';--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_unique` ON `users` (`username_key`);
