-- The training journal: sessions per dog and activity, day totals and dog totals kept by triggers,
-- and a review schedule on every mastered activity (docs/decisions/023-training-journal.md).
ALTER TABLE `users` ADD `time_zone` text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE `dogs` ADD `training_sessions` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `dogs` ADD `training_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `dog_progress` ADD `mastered_on` text;--> statement-breakpoint
ALTER TABLE `dog_progress` ADD `review_step` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `dog_progress` ADD `review_due` text;--> statement-breakpoint
ALTER TABLE `dog_progress` ADD `last_trained_at` integer;--> statement-breakpoint
-- Activities mastered before the journal start their schedule today: the first review is due in three days.
UPDATE `dog_progress` SET `mastered_on` = date(`updated_at` / 1000, 'unixepoch'), `review_due` = date('now', '+3 days') WHERE `mastered` = 1;--> statement-breakpoint
CREATE INDEX `dog_progress_review_idx` ON `dog_progress` (`dog_id`,`review_due`) WHERE "dog_progress"."review_due" is not null;--> statement-breakpoint
CREATE INDEX `dog_progress_trained_idx` ON `dog_progress` (`dog_id`,`last_trained_at`) WHERE "dog_progress"."last_trained_at" is not null;--> statement-breakpoint
CREATE TABLE `training_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dog_id` integer NOT NULL,
	`activity_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`day` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`repetitions` integer,
	`successes` integer,
	`rating` integer,
	`setting` text NOT NULL,
	`distraction` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`image_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `training_sessions_dog_idx` ON `training_sessions` (`dog_id`,`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `training_sessions_dog_activity_idx` ON `training_sessions` (`dog_id`,`activity_id`,`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `training_sessions_user_idx` ON `training_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `training_sessions_activity_idx` ON `training_sessions` (`activity_id`);--> statement-breakpoint
CREATE INDEX `training_sessions_image_key_idx` ON `training_sessions` (`image_key`) WHERE "training_sessions"."image_key" is not null;--> statement-breakpoint
CREATE TABLE `training_days` (
	`dog_id` integer NOT NULL,
	`day` text NOT NULL,
	`sessions` integer DEFAULT 0 NOT NULL,
	`minutes` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dog_id`, `day`),
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- A new session counts for its day and its dog, marks the activity as tried and as trained then.
CREATE TRIGGER `training_session_count_insert` AFTER INSERT ON `training_sessions` BEGIN
  INSERT INTO training_days (dog_id, day, sessions, minutes) VALUES (new.dog_id, new.day, 1, new.duration_minutes)
    ON CONFLICT (dog_id, day) DO UPDATE SET sessions = sessions + 1, minutes = minutes + excluded.minutes;
  UPDATE dogs SET training_sessions = training_sessions + 1, training_minutes = training_minutes + new.duration_minutes WHERE id = new.dog_id;
  INSERT INTO dog_progress (dog_id, activity_id, tried, last_trained_at) VALUES (new.dog_id, new.activity_id, 1, new.started_at)
    ON CONFLICT (dog_id, activity_id) DO UPDATE SET tried = 1, last_trained_at = max(coalesce(last_trained_at, 0), excluded.last_trained_at);
END;
--> statement-breakpoint
-- A deleted session (also by a deleted account) leaves its day, its dog and the activity's last training.
CREATE TRIGGER `training_session_count_delete` AFTER DELETE ON `training_sessions` BEGIN
  UPDATE training_days SET sessions = sessions - 1, minutes = minutes - old.duration_minutes WHERE dog_id = old.dog_id AND day = old.day;
  DELETE FROM training_days WHERE dog_id = old.dog_id AND day = old.day AND sessions <= 0;
  UPDATE dogs SET training_sessions = training_sessions - 1, training_minutes = training_minutes - old.duration_minutes WHERE id = old.dog_id;
  UPDATE dog_progress SET last_trained_at = (
    SELECT max(started_at) FROM training_sessions WHERE dog_id = old.dog_id AND activity_id = old.activity_id
  ) WHERE dog_id = old.dog_id AND activity_id = old.activity_id;
END;
--> statement-breakpoint
-- An edit may move a session to another day or change its length: out of the old totals, into the new.
CREATE TRIGGER `training_session_count_update` AFTER UPDATE OF day, duration_minutes, started_at ON `training_sessions` BEGIN
  UPDATE training_days SET sessions = sessions - 1, minutes = minutes - old.duration_minutes WHERE dog_id = old.dog_id AND day = old.day;
  DELETE FROM training_days WHERE dog_id = old.dog_id AND day = old.day AND sessions <= 0;
  INSERT INTO training_days (dog_id, day, sessions, minutes) VALUES (new.dog_id, new.day, 1, new.duration_minutes)
    ON CONFLICT (dog_id, day) DO UPDATE SET sessions = sessions + 1, minutes = minutes + excluded.minutes;
  UPDATE dogs SET training_minutes = training_minutes - old.duration_minutes + new.duration_minutes WHERE id = new.dog_id;
  UPDATE dog_progress SET last_trained_at = (
    SELECT max(started_at) FROM training_sessions WHERE dog_id = new.dog_id AND activity_id = new.activity_id
  ) WHERE dog_id = new.dog_id AND activity_id = new.activity_id;
END;
