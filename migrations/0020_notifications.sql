-- Notifications (docs/decisions/032-notifications.md). Only additions.
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer,
	`post_id` integer,
	`comment_id` integer,
	`activity_id` integer,
	`dog_id` integer,
	`invitation_id` integer,
	`report_id` integer,
	`group_key` text,
	`count` integer DEFAULT 1 NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitation_id`) REFERENCES `dog_invitations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_inbox_idx` ON `notifications` (`recipient_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`recipient_id`) WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_group_unique` ON `notifications` (`recipient_id`,`group_key`) WHERE "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX `notifications_actor_idx` ON `notifications` (`actor_id`) WHERE "notifications"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX `notifications_post_idx` ON `notifications` (`post_id`) WHERE "notifications"."post_id" is not null;--> statement-breakpoint
CREATE INDEX `notifications_comment_idx` ON `notifications` (`comment_id`) WHERE "notifications"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX `notifications_activity_idx` ON `notifications` (`activity_id`) WHERE "notifications"."activity_id" is not null;--> statement-breakpoint
CREATE INDEX `notifications_dog_idx` ON `notifications` (`dog_id`) WHERE "notifications"."dog_id" is not null;--> statement-breakpoint
CREATE INDEX `notifications_invitation_idx` ON `notifications` (`invitation_id`) WHERE "notifications"."invitation_id" is not null;--> statement-breakpoint
CREATE INDEX `notifications_report_idx` ON `notifications` (`report_id`) WHERE "notifications"."report_id" is not null;--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` integer NOT NULL,
	`topic` text NOT NULL,
	`email` text NOT NULL,
	`push` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`user_id`, `topic`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Who hears about whom: a member still here, who has neither muted nor blocked the one acting.
-- Each trigger below repeats this condition for its recipient (SQLite has no functions to share it).
--
-- A comment tells the post's author; a reply tells the author of the comment it answers, and the
-- post's author when that is someone else. Nobody hears about their own comment, nor about one on a
-- hidden post or under a hidden comment.
CREATE TRIGGER `notify_comment` AFTER INSERT ON `comments` BEGIN
	INSERT INTO `notifications` (`recipient_id`, `kind`, `actor_id`, `post_id`, `comment_id`, `created_at`)
	SELECT `p`.`author_id`, 'comment', new.`author_id`, new.`post_id`, new.`id`, new.`created_at`
	FROM `posts` `p` JOIN `users` `r` ON `r`.`id` = `p`.`author_id`
	WHERE `p`.`id` = new.`post_id` AND `p`.`hidden_at` IS NULL AND `p`.`author_id` <> new.`author_id`
		AND (new.`parent_id` IS NULL OR `p`.`author_id` <> (SELECT `author_id` FROM `comments` WHERE `id` = new.`parent_id`))
		AND (new.`parent_id` IS NULL OR (SELECT `hidden_at` FROM `comments` WHERE `id` = new.`parent_id`) IS NULL)
		AND `r`.`deleted_at` IS NULL
		AND NOT EXISTS (SELECT 1 FROM `mutes` WHERE `muter_id` = `p`.`author_id` AND `muted_id` = new.`author_id`)
		AND NOT EXISTS (SELECT 1 FROM `blocks` WHERE `blocker_id` = `p`.`author_id` AND `blocked_id` = new.`author_id`)
	UNION ALL
	SELECT `c`.`author_id`, 'reply', new.`author_id`, new.`post_id`, new.`id`, new.`created_at`
	FROM `comments` `c` JOIN `users` `r` ON `r`.`id` = `c`.`author_id`
	WHERE `c`.`id` = new.`parent_id` AND `c`.`hidden_at` IS NULL AND `c`.`author_id` <> new.`author_id`
		AND (SELECT `hidden_at` FROM `posts` WHERE `id` = new.`post_id`) IS NULL
		AND `r`.`deleted_at` IS NULL
		AND NOT EXISTS (SELECT 1 FROM `mutes` WHERE `muter_id` = `c`.`author_id` AND `muted_id` = new.`author_id`)
		AND NOT EXISTS (SELECT 1 FROM `blocks` WHERE `blocker_id` = `c`.`author_id` AND `blocked_id` = new.`author_id`);
END;
--> statement-breakpoint
-- Likes are grouped per item: the first unread like makes the notification, each further liker counts
-- in it and moves it up; once read, the next like starts the count again. A like row that already
-- existed inserts nothing, so liking twice notifies once.
CREATE TRIGGER `notify_post_like` AFTER INSERT ON `post_likes` BEGIN
	INSERT INTO `notifications` (`recipient_id`, `kind`, `actor_id`, `post_id`, `group_key`, `created_at`)
	SELECT `p`.`author_id`, 'post_liked', new.`user_id`, new.`post_id`, 'post_liked:' || new.`post_id`, new.`created_at`
	FROM `posts` `p` JOIN `users` `r` ON `r`.`id` = `p`.`author_id`
	WHERE `p`.`id` = new.`post_id` AND `p`.`hidden_at` IS NULL AND `p`.`author_id` <> new.`user_id` AND `r`.`deleted_at` IS NULL
		AND NOT EXISTS (SELECT 1 FROM `mutes` WHERE `muter_id` = `p`.`author_id` AND `muted_id` = new.`user_id`)
		AND NOT EXISTS (SELECT 1 FROM `blocks` WHERE `blocker_id` = `p`.`author_id` AND `blocked_id` = new.`user_id`)
	ON CONFLICT (`recipient_id`, `group_key`) WHERE `group_key` IS NOT NULL DO UPDATE SET
		`count` = CASE WHEN `read_at` IS NULL THEN `count` + (`actor_id` IS NOT excluded.`actor_id`) ELSE 1 END,
		`actor_id` = excluded.`actor_id`, `read_at` = NULL, `created_at` = excluded.`created_at`;
END;
--> statement-breakpoint
CREATE TRIGGER `notify_comment_like` AFTER INSERT ON `comment_likes` BEGIN
	INSERT INTO `notifications` (`recipient_id`, `kind`, `actor_id`, `post_id`, `comment_id`, `group_key`, `created_at`)
	SELECT `c`.`author_id`, 'comment_liked', new.`user_id`, `c`.`post_id`, new.`comment_id`, 'comment_liked:' || new.`comment_id`, new.`created_at`
	FROM `comments` `c` JOIN `users` `r` ON `r`.`id` = `c`.`author_id`
	WHERE `c`.`id` = new.`comment_id` AND `c`.`hidden_at` IS NULL AND `c`.`author_id` <> new.`user_id` AND `r`.`deleted_at` IS NULL
		AND (SELECT `hidden_at` FROM `posts` WHERE `id` = `c`.`post_id`) IS NULL
		AND NOT EXISTS (SELECT 1 FROM `mutes` WHERE `muter_id` = `c`.`author_id` AND `muted_id` = new.`user_id`)
		AND NOT EXISTS (SELECT 1 FROM `blocks` WHERE `blocker_id` = `c`.`author_id` AND `blocked_id` = new.`user_id`)
	ON CONFLICT (`recipient_id`, `group_key`) WHERE `group_key` IS NOT NULL DO UPDATE SET
		`count` = CASE WHEN `read_at` IS NULL THEN `count` + (`actor_id` IS NOT excluded.`actor_id`) ELSE 1 END,
		`actor_id` = excluded.`actor_id`, `read_at` = NULL, `created_at` = excluded.`created_at`;
END;
--> statement-breakpoint
CREATE TRIGGER `notify_activity_like` AFTER INSERT ON `activity_likes` BEGIN
	INSERT INTO `notifications` (`recipient_id`, `kind`, `actor_id`, `activity_id`, `group_key`, `created_at`)
	SELECT `a`.`author_id`, 'activity_liked', new.`user_id`, new.`activity_id`, 'activity_liked:' || new.`activity_id`, new.`created_at`
	FROM `activities` `a` JOIN `users` `r` ON `r`.`id` = `a`.`author_id`
	WHERE `a`.`id` = new.`activity_id` AND `a`.`hidden_at` IS NULL AND `a`.`author_id` <> new.`user_id` AND `r`.`deleted_at` IS NULL
		AND NOT EXISTS (SELECT 1 FROM `mutes` WHERE `muter_id` = `a`.`author_id` AND `muted_id` = new.`user_id`)
		AND NOT EXISTS (SELECT 1 FROM `blocks` WHERE `blocker_id` = `a`.`author_id` AND `blocked_id` = new.`user_id`)
	ON CONFLICT (`recipient_id`, `group_key`) WHERE `group_key` IS NOT NULL DO UPDATE SET
		`count` = CASE WHEN `read_at` IS NULL THEN `count` + (`actor_id` IS NOT excluded.`actor_id`) ELSE 1 END,
		`actor_id` = excluded.`actor_id`, `read_at` = NULL, `created_at` = excluded.`created_at`;
END;
--> statement-breakpoint
-- A decided report tells its reporter the outcome (unless they decided it themselves).
CREATE TRIGGER `notify_report_decided` AFTER UPDATE OF `status` ON `reports`
WHEN old.`status` = 'open' AND new.`status` <> 'open' AND new.`resolved_by` IS NOT new.`reporter_id` BEGIN
	INSERT INTO `notifications` (`recipient_id`, `kind`, `report_id`, `detail`)
	SELECT new.`reporter_id`, 'report_decided', new.`id`, new.`status`
	FROM `users` `r` WHERE `r`.`id` = new.`reporter_id` AND `r`.`deleted_at` IS NULL;
END;
--> statement-breakpoint
-- Hidden content takes its notifications with it, as deleted content does by the references; showing
-- it again does not bring them back.
CREATE TRIGGER `unnotify_hidden_post` AFTER UPDATE OF `hidden_at` ON `posts` WHEN new.`hidden_at` IS NOT NULL AND old.`hidden_at` IS NULL BEGIN
	DELETE FROM `notifications` WHERE `post_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `unnotify_hidden_comment` AFTER UPDATE OF `hidden_at` ON `comments` WHEN new.`hidden_at` IS NOT NULL AND old.`hidden_at` IS NULL BEGIN
	DELETE FROM `notifications` WHERE `comment_id` = new.`id` OR `comment_id` IN (SELECT `id` FROM `comments` WHERE `parent_id` = new.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `unnotify_hidden_activity` AFTER UPDATE OF `hidden_at` ON `activities` WHEN new.`hidden_at` IS NOT NULL AND old.`hidden_at` IS NULL BEGIN
	DELETE FROM `notifications` WHERE `activity_id` = new.`id`;
END;
