-- Courses (docs/decisions/044-courses.md): step-by-step plans that follow a dog's logged evidence.
-- A course is a draft until published; one with enrolments is archived, never deleted.
CREATE TABLE `courses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`author_id` integer NOT NULL,
	`lang` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`age_min_weeks` integer,
	`age_max_weeks` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`is_official` integer DEFAULT false NOT NULL,
	`enrolments` integer DEFAULT 0 NOT NULL,
	`published_at` integer,
	`hidden_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `courses_catalogue_idx` ON `courses` (`status`, `lang`, `published_at`, `id`);
--> statement-breakpoint
CREATE INDEX `courses_published_idx` ON `courses` (`status`, `published_at`, `id`);
--> statement-breakpoint
CREATE INDEX `courses_author_idx` ON `courses` (`author_id`, `updated_at`);
--> statement-breakpoint
CREATE TABLE `course_tags` (
	`course_id` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`course_id`, `tag`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_tags_tag_idx` ON `course_tags` (`tag`, `course_id`);
--> statement-breakpoint
CREATE TABLE `course_stages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_stages_course_idx` ON `course_stages` (`course_id`, `position`);
--> statement-breakpoint
-- A step keeps its id while an edit keeps it, so the dogs' results on it stay.
CREATE TABLE `course_steps` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`course_id` integer NOT NULL,
	`stage_id` integer NOT NULL,
	`position` integer NOT NULL,
	`activity_id` integer NOT NULL,
	`goal_sessions` integer NOT NULL,
	`goal_success` integer NOT NULL,
	`goal_settings` integer,
	`note` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`stage_id`) REFERENCES `course_stages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_steps_course_idx` ON `course_steps` (`course_id`, `stage_id`, `position`);
--> statement-breakpoint
CREATE INDEX `course_steps_stage_idx` ON `course_steps` (`stage_id`);
--> statement-breakpoint
CREATE INDEX `course_steps_activity_idx` ON `course_steps` (`activity_id`, `course_id`);
--> statement-breakpoint
-- A dog following a course. Its sessions count from `enrolled_at`; leaving deletes the row (and its
-- results), never a session.
CREATE TABLE `dog_courses` (
	`dog_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`enrolled_at` integer NOT NULL,
	`paused_at` integer,
	`finished_at` integer,
	PRIMARY KEY(`dog_id`, `course_id`),
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dog_courses_course_idx` ON `dog_courses` (`course_id`);
--> statement-breakpoint
-- The step a dog's sessions met, once: written by the trigger below when a session completes its
-- goal, so a step stays done however sessions are edited later, and the course's insights read
-- these rows (how many finished a step, after how many sessions) instead of anyone's journal.
CREATE TABLE `course_step_results` (
	`dog_id` integer NOT NULL,
	`step_id` integer NOT NULL,
	`course_id` integer NOT NULL,
	`sessions` integer NOT NULL,
	`done_at` integer NOT NULL,
	PRIMARY KEY(`dog_id`, `step_id`),
	FOREIGN KEY (`step_id`) REFERENCES `course_steps`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dog_id`, `course_id`) REFERENCES `dog_courses`(`dog_id`, `course_id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_step_results_course_idx` ON `course_step_results` (`course_id`, `step_id`);
--> statement-breakpoint
CREATE INDEX `course_step_results_enrolment_idx` ON `course_step_results` (`dog_id`, `course_id`);
--> statement-breakpoint
CREATE TRIGGER `course_enrolments_count_insert` AFTER INSERT ON `dog_courses` BEGIN
	UPDATE `courses` SET `enrolments` = `enrolments` + 1 WHERE `id` = new.`course_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `course_enrolments_count_delete` AFTER DELETE ON `dog_courses` BEGIN
	UPDATE `courses` SET `enrolments` = `enrolments` - 1 WHERE `id` = old.`course_id`;
END;
--> statement-breakpoint
-- Each enrolled dog's evidence for each step of its course, from the sessions since enrolment: all of
-- them, those that reach the step's rate (successes/repetitions ≥ goal %, in whole numbers, no
-- floats, or the 1–5 rating as fifths when no repetitions were counted), and their distinct settings.
-- The triggers below read it for one dog and one activity, so only that dog's sessions are counted.
CREATE VIEW `course_step_evidence` AS
SELECT e.`dog_id`, e.`enrolled_at`, s.`id` AS `step_id`, s.`course_id`, s.`activity_id`, s.`goal_sessions`, s.`goal_settings`,
	(SELECT count(*) FROM `training_sessions` t WHERE t.`dog_id` = e.`dog_id` AND t.`activity_id` = s.`activity_id` AND t.`started_at` >= e.`enrolled_at`) AS `sessions`,
	(SELECT count(*) FROM `training_sessions` t WHERE t.`dog_id` = e.`dog_id` AND t.`activity_id` = s.`activity_id` AND t.`started_at` >= e.`enrolled_at`
		AND ((t.`repetitions` > 0 AND coalesce(t.`successes`, 0) * 100 >= s.`goal_success` * t.`repetitions`) OR (coalesce(t.`repetitions`, 0) = 0 AND t.`rating` * 20 >= s.`goal_success`))) AS `reaching`,
	(SELECT count(DISTINCT t.`setting`) FROM `training_sessions` t WHERE t.`dog_id` = e.`dog_id` AND t.`activity_id` = s.`activity_id` AND t.`started_at` >= e.`enrolled_at`
		AND ((t.`repetitions` > 0 AND coalesce(t.`successes`, 0) * 100 >= s.`goal_success` * t.`repetitions`) OR (coalesce(t.`repetitions`, 0) = 0 AND t.`rating` * 20 >= s.`goal_success`))) AS `reaching_settings`
FROM `dog_courses` e
JOIN `course_steps` s ON s.`course_id` = e.`course_id`;
--> statement-breakpoint
-- The first session that completes a step's goal records the result with the sessions it took.
CREATE TRIGGER `course_step_results_session_insert` AFTER INSERT ON `training_sessions` BEGIN
	INSERT INTO `course_step_results` (`dog_id`, `step_id`, `course_id`, `sessions`, `done_at`)
	SELECT `dog_id`, `step_id`, `course_id`, `sessions`, cast(unixepoch('subsec') * 1000 as integer)
	FROM `course_step_evidence`
	WHERE `dog_id` = new.`dog_id` AND `activity_id` = new.`activity_id` AND new.`started_at` >= `enrolled_at`
		AND `reaching` >= `goal_sessions` AND (`goal_settings` IS NULL OR `reaching_settings` >= `goal_settings`)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
-- An edited session (more successes, another place) can complete a goal too.
CREATE TRIGGER `course_step_results_session_update` AFTER UPDATE OF `repetitions`, `successes`, `rating`, `setting`, `started_at` ON `training_sessions` BEGIN
	INSERT INTO `course_step_results` (`dog_id`, `step_id`, `course_id`, `sessions`, `done_at`)
	SELECT `dog_id`, `step_id`, `course_id`, `sessions`, cast(unixepoch('subsec') * 1000 as integer)
	FROM `course_step_evidence`
	WHERE `dog_id` = new.`dog_id` AND `activity_id` = new.`activity_id` AND new.`started_at` >= `enrolled_at`
		AND `reaching` >= `goal_sessions` AND (`goal_settings` IS NULL OR `reaching_settings` >= `goal_settings`)
	ON CONFLICT DO NOTHING;
END;
--> statement-breakpoint
-- The course is finished when every step has its result.
CREATE TRIGGER `dog_courses_finished` AFTER INSERT ON `course_step_results` BEGIN
	UPDATE `dog_courses` SET `finished_at` = new.`done_at`
	WHERE `dog_id` = new.`dog_id` AND `course_id` = new.`course_id` AND `finished_at` IS NULL
		AND (SELECT count(*) FROM `course_step_results` r WHERE r.`dog_id` = new.`dog_id` AND r.`course_id` = new.`course_id`)
			>= (SELECT count(*) FROM `course_steps` s WHERE s.`course_id` = new.`course_id`);
END;
