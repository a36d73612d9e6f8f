-- The community highscore (docs/decisions/051-highscore.md): points per dog and local day, kept by
-- triggers on the journal's day totals and on confirmed mastery, summed per week (Monday of the
-- days' own local dates) and for all time, with whether the dog is listed (an owner shares milestones).
-- A mastery counts once it was confirmed while the journal's evidence held (the rule of src/shared/training/mastery.ts).
ALTER TABLE `dog_progress` ADD `mastered_proven` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Activities mastered before now count when the newest three sessions with a result meet the rule today, as their page shows them ('proven').
UPDATE `dog_progress` SET `mastered_proven` = 1 WHERE `mastered` = 1 AND `mastered_on` IS NOT NULL AND (
  SELECT count(*) = 3 AND min(CASE WHEN s.repetitions > 0 THEN coalesce(s.successes, 0) * 1.0 / s.repetitions ELSE s.rating / 5.0 END) >= 0.8 AND count(DISTINCT s.setting) >= 2
  FROM training_sessions s WHERE s.id IN (
    SELECT e.id FROM training_sessions e
    WHERE e.dog_id = dog_progress.dog_id AND e.activity_id = dog_progress.activity_id AND (e.repetitions > 0 OR e.rating IS NOT NULL)
    ORDER BY e.started_at DESC, e.id DESC LIMIT 3
  )
);--> statement-breakpoint
CREATE TABLE `dog_points_days` (
	`dog_id` integer NOT NULL,
	`day` text NOT NULL,
	`minutes_points` integer DEFAULT 0 NOT NULL,
	`mastery_points` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`dog_id`, `day`),
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `dog_points_weeks` (
	`dog_id` integer NOT NULL,
	`week` text NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`listed` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`dog_id`, `week`),
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `dog_points` (
	`dog_id` integer PRIMARY KEY NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`listed` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`dog_id`) REFERENCES `dogs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The rankings walk only listed dogs with points, best first: a page reads a page of rows.
CREATE INDEX `dog_points_weeks_rank_idx` ON `dog_points_weeks` (`week`,`points` DESC,`dog_id`) WHERE "dog_points_weeks"."listed" = 1 AND "dog_points_weeks"."points" > 0;--> statement-breakpoint
CREATE INDEX `dog_points_rank_idx` ON `dog_points` (`points` DESC,`dog_id`) WHERE "dog_points"."listed" = 1 AND "dog_points"."points" > 0;--> statement-breakpoint
-- Backfill: the day totals so far, then the confirmed mastery, then the sums.
INSERT INTO dog_points_days (dog_id, day, minutes_points) SELECT dog_id, day, min(minutes, 60) FROM training_days WHERE minutes > 0;--> statement-breakpoint
INSERT INTO dog_points_days (dog_id, day, mastery_points)
  SELECT dog_id, mastered_on, 25 * count(*) FROM dog_progress WHERE mastered_proven = 1 AND mastered_on IS NOT NULL GROUP BY dog_id, mastered_on
  ON CONFLICT (dog_id, day) DO UPDATE SET mastery_points = excluded.mastery_points;--> statement-breakpoint
INSERT INTO dog_points_weeks (dog_id, week, points, listed)
  SELECT p.dog_id, date(p.day, '-6 days', 'weekday 1'), sum(p.minutes_points + p.mastery_points),
    EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = p.dog_id AND u.share_milestones = 1)
  FROM dog_points_days p GROUP BY p.dog_id, date(p.day, '-6 days', 'weekday 1');--> statement-breakpoint
INSERT INTO dog_points (dog_id, points, listed)
  SELECT p.dog_id, sum(p.minutes_points + p.mastery_points),
    EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = p.dog_id AND u.share_milestones = 1)
  FROM dog_points_days p GROUP BY p.dog_id;--> statement-breakpoint
-- A day's minutes count up to 60 points: the journal's day totals carry them over, capped.
CREATE TRIGGER `dog_points_minutes_insert` AFTER INSERT ON `training_days` BEGIN
  INSERT INTO dog_points_days (dog_id, day, minutes_points) VALUES (new.dog_id, new.day, min(new.minutes, 60))
    ON CONFLICT (dog_id, day) DO UPDATE SET minutes_points = excluded.minutes_points;
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_minutes_update` AFTER UPDATE OF minutes ON `training_days` WHEN old.minutes IS NOT new.minutes BEGIN
  INSERT INTO dog_points_days (dog_id, day, minutes_points) VALUES (new.dog_id, new.day, min(max(new.minutes, 0), 60))
    ON CONFLICT (dog_id, day) DO UPDATE SET minutes_points = excluded.minutes_points;
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_minutes_delete` AFTER DELETE ON `training_days` BEGIN
  UPDATE dog_points_days SET minutes_points = 0 WHERE dog_id = old.dog_id AND day = old.day;
END;
--> statement-breakpoint
-- A mastery confirmed from evidence is worth 25 points on the day it was mastered; unmarking (or losing the activity) takes them back.
CREATE TRIGGER `dog_points_mastery_insert` AFTER INSERT ON `dog_progress` WHEN new.mastered_proven = 1 AND new.mastered_on IS NOT NULL BEGIN
  INSERT INTO dog_points_days (dog_id, day, mastery_points) VALUES (new.dog_id, new.mastered_on, 25)
    ON CONFLICT (dog_id, day) DO UPDATE SET mastery_points = mastery_points + 25;
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_mastery_update` AFTER UPDATE OF mastered_proven, mastered_on ON `dog_progress`
  WHEN old.mastered_proven IS NOT new.mastered_proven OR old.mastered_on IS NOT new.mastered_on BEGIN
  UPDATE dog_points_days SET mastery_points = mastery_points - 25
    WHERE old.mastered_proven = 1 AND old.mastered_on IS NOT NULL AND dog_id = old.dog_id AND day = old.mastered_on;
  INSERT INTO dog_points_days (dog_id, day, mastery_points) SELECT new.dog_id, new.mastered_on, 25 WHERE new.mastered_proven = 1 AND new.mastered_on IS NOT NULL
    ON CONFLICT (dog_id, day) DO UPDATE SET mastery_points = mastery_points + 25;
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_mastery_delete` AFTER DELETE ON `dog_progress` WHEN old.mastered_proven = 1 AND old.mastered_on IS NOT NULL BEGIN
  UPDATE dog_points_days SET mastery_points = mastery_points - 25 WHERE dog_id = old.dog_id AND day = old.mastered_on;
END;
--> statement-breakpoint
-- A day's points flow into its week and the dog's total; a new row learns whether the dog is listed.
CREATE TRIGGER `dog_points_day_insert` AFTER INSERT ON `dog_points_days` BEGIN
  INSERT INTO dog_points_weeks (dog_id, week, points, listed)
    VALUES (new.dog_id, date(new.day, '-6 days', 'weekday 1'), new.minutes_points + new.mastery_points,
      EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = new.dog_id AND u.share_milestones = 1))
    ON CONFLICT (dog_id, week) DO UPDATE SET points = points + excluded.points;
  INSERT INTO dog_points (dog_id, points, listed)
    VALUES (new.dog_id, new.minutes_points + new.mastery_points,
      EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = new.dog_id AND u.share_milestones = 1))
    ON CONFLICT (dog_id) DO UPDATE SET points = points + excluded.points;
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_day_update` AFTER UPDATE OF minutes_points, mastery_points ON `dog_points_days` BEGIN
  UPDATE dog_points_weeks SET points = points + (new.minutes_points + new.mastery_points) - (old.minutes_points + old.mastery_points)
    WHERE dog_id = new.dog_id AND week = date(new.day, '-6 days', 'weekday 1');
  UPDATE dog_points SET points = points + (new.minutes_points + new.mastery_points) - (old.minutes_points + old.mastery_points) WHERE dog_id = new.dog_id;
END;
--> statement-breakpoint
-- Listed follows the owners' choice: sharing, stopping, gaining or losing an owner.
CREATE TRIGGER `dog_points_listed_share` AFTER UPDATE OF share_milestones ON `users` WHEN old.share_milestones IS NOT new.share_milestones BEGIN
  UPDATE dog_points_weeks SET listed = EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = dog_points_weeks.dog_id AND u.share_milestones = 1)
    WHERE dog_id IN (SELECT dog_id FROM dog_owners WHERE user_id = new.id);
  UPDATE dog_points SET listed = EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = dog_points.dog_id AND u.share_milestones = 1)
    WHERE dog_id IN (SELECT dog_id FROM dog_owners WHERE user_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_listed_owner_insert` AFTER INSERT ON `dog_owners` BEGIN
  UPDATE dog_points_weeks SET listed = EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = new.dog_id AND u.share_milestones = 1)
    WHERE dog_id = new.dog_id;
  UPDATE dog_points SET listed = EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = new.dog_id AND u.share_milestones = 1)
    WHERE dog_id = new.dog_id;
END;
--> statement-breakpoint
CREATE TRIGGER `dog_points_listed_owner_delete` AFTER DELETE ON `dog_owners` BEGIN
  UPDATE dog_points_weeks SET listed = EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = old.dog_id AND u.share_milestones = 1)
    WHERE dog_id = old.dog_id;
  UPDATE dog_points SET listed = EXISTS (SELECT 1 FROM dog_owners o JOIN users u ON u.id = o.user_id WHERE o.dog_id = old.dog_id AND u.share_milestones = 1)
    WHERE dog_id = old.dog_id;
END;
