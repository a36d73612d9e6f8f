-- Dogs, their owners and co-ownership invitations; tried and mastered move from the member to a dog,
-- favourites stay with the member (docs/decisions/022-dogs.md). Nothing is lost: every member with
-- progress gets a dog named in their language, which takes over that progress.
CREATE TABLE `dogs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`breed` text,
	`birth_month` text,
	`sex` text,
	`photo_key` text,
	`notes` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `dogs_photo_key_idx` ON `dogs` (`photo_key`) WHERE "dogs"."photo_key" is not null;--> statement-breakpoint
CREATE INDEX `dogs_created_by_idx` ON `dogs` (`created_by`);--> statement-breakpoint
CREATE TABLE `dog_owners` (
	`dog_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`chosen_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`dog_id`, `user_id`),
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dog_owners_user_idx` ON `dog_owners` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `dog_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dog_id` integer NOT NULL,
	`inviter_id` integer NOT NULL,
	`invitee_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`answer` text,
	`answered_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inviter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dog_invitations_token_unique` ON `dog_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `dog_invitations_dog_idx` ON `dog_invitations` (`dog_id`,`invitee_id`);--> statement-breakpoint
CREATE INDEX `dog_invitations_invitee_idx` ON `dog_invitations` (`invitee_id`);--> statement-breakpoint
CREATE INDEX `dog_invitations_inviter_idx` ON `dog_invitations` (`inviter_id`);--> statement-breakpoint
CREATE TABLE `dog_progress` (
	`dog_id` integer NOT NULL,
	`activity_id` integer NOT NULL,
	`tried` integer DEFAULT false NOT NULL,
	`mastered` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`dog_id`, `activity_id`),
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dog_progress_activity_idx` ON `dog_progress` (`activity_id`);--> statement-breakpoint
CREATE TABLE `activity_favorites` (
	`user_id` integer NOT NULL,
	`activity_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `activity_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_favorites_activity_idx` ON `activity_favorites` (`activity_id`);--> statement-breakpoint
-- Every member with tried or mastered activities gets one dog named in their language. The table is
-- new, so each dog's creator is the member it was made for.
INSERT INTO `dogs` (`name`, `created_by`)
SELECT CASE `users`.`locale` WHEN 'en' THEN 'My dog' ELSE 'Mein Hund' END, `users`.`id`
FROM `users`
WHERE EXISTS (SELECT 1 FROM `activity_progress` p WHERE p.`user_id` = `users`.`id` AND (p.`tried` = 1 OR p.`mastered` = 1))
ORDER BY `users`.`id`;
--> statement-breakpoint
INSERT INTO `dog_owners` (`dog_id`, `user_id`) SELECT `id`, `created_by` FROM `dogs`;--> statement-breakpoint
INSERT INTO `dog_progress` (`dog_id`, `activity_id`, `tried`, `mastered`, `updated_at`)
SELECT o.`dog_id`, p.`activity_id`, p.`tried`, p.`mastered`, p.`updated_at`
FROM `activity_progress` p JOIN `dog_owners` o ON o.`user_id` = p.`user_id`
WHERE p.`tried` = 1 OR p.`mastered` = 1;
--> statement-breakpoint
INSERT INTO `activity_favorites` (`user_id`, `activity_id`, `created_at`)
SELECT `user_id`, `activity_id`, `updated_at` FROM `activity_progress` WHERE `favorite` = 1;
--> statement-breakpoint
-- `activities.completions` already counts these masteries (one member, one dog), so the counting
-- triggers move to the new table only after its rows are in: the counters stay as they are.
DROP TRIGGER `activity_completions_count_insert`;--> statement-breakpoint
DROP TRIGGER `activity_completions_count_update`;--> statement-breakpoint
DROP TRIGGER `activity_completions_count_delete`;--> statement-breakpoint
DROP TABLE `activity_progress`;--> statement-breakpoint
CREATE TRIGGER `activity_completions_count_insert` AFTER INSERT ON `dog_progress` WHEN new.mastered = 1 BEGIN
  UPDATE activities SET completions = completions + 1 WHERE id = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_completions_count_update` AFTER UPDATE OF mastered ON `dog_progress` WHEN new.mastered <> old.mastered BEGIN
  UPDATE activities SET completions = completions + (CASE WHEN new.mastered = 1 THEN 1 ELSE -1 END) WHERE id = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_completions_count_delete` AFTER DELETE ON `dog_progress` WHEN old.mastered = 1 BEGIN
  UPDATE activities SET completions = completions - 1 WHERE id = old.activity_id;
END;
