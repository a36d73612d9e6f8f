-- Finding people (docs/decisions/052-finding-people.md). Only additions, one index rebuilt wider.
-- A member may show their dogs (name, breed, photo) on their member page; hidden until chosen.
ALTER TABLE `users` ADD `show_dogs` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- Followers per member, kept by triggers inside the statement that follows or unfollows, so the
-- "most followed" suggestions walk an index instead of counting every follow.
ALTER TABLE `users` ADD `follower_count` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE `users` SET `follower_count` = (SELECT count(*) FROM `follows` WHERE `follows`.`followee_id` = `users`.`id`);
--> statement-breakpoint
CREATE TRIGGER `follows_count_insert` AFTER INSERT ON `follows` BEGIN
  UPDATE users SET follower_count = follower_count + 1 WHERE id = new.followee_id;
END;
--> statement-breakpoint
CREATE TRIGGER `follows_count_delete` AFTER DELETE ON `follows` BEGIN
  UPDATE users SET follower_count = follower_count - 1 WHERE id = old.followee_id;
END;
--> statement-breakpoint
CREATE INDEX `users_follower_count_idx` ON `users` (`follower_count`,`id`) WHERE "users"."follower_count" > 0;--> statement-breakpoint
-- Suggestions by place and by breed compare the text without case and surrounding spaces.
CREATE INDEX `users_location_key_idx` ON `users` (lower(trim("location"))) WHERE "users"."location" <> '';--> statement-breakpoint
CREATE INDEX `dogs_breed_key_idx` ON `dogs` (lower(trim("breed"))) WHERE "dogs"."breed" is not null;--> statement-breakpoint
-- Whether a member trained lately is one seek of the member's newest session.
DROP INDEX `training_sessions_user_idx`;--> statement-breakpoint
CREATE INDEX `training_sessions_user_idx` ON `training_sessions` (`user_id`,`started_at`);
