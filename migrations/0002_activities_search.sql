DROP INDEX `activities_created_idx`;--> statement-breakpoint
DROP INDEX `activities_likes_idx`;--> statement-breakpoint
DROP INDEX `activities_completions_idx`;--> statement-breakpoint
DROP INDEX `activities_title_idx`;--> statement-breakpoint
DROP INDEX `activities_difficulty_idx`;--> statement-breakpoint
CREATE INDEX `activities_lang_created_idx` ON `activities` (`lang`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `activities_lang_likes_idx` ON `activities` (`lang`,`likes`,`id`);--> statement-breakpoint
CREATE INDEX `activities_lang_completions_idx` ON `activities` (`lang`,`completions`,`id`);--> statement-breakpoint
CREATE INDEX `activities_lang_title_idx` ON `activities` (`lang`,"title" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `activities_lang_difficulty_idx` ON `activities` (`lang`,`difficulty_rank`,`id`);--> statement-breakpoint
ALTER TABLE `uploads` ADD `width` integer;--> statement-breakpoint
ALTER TABLE `uploads` ADD `height` integer;--> statement-breakpoint
-- Full-text search over title, description, content and tags (hand-written below this line:
-- drizzle-kit does not model virtual tables or triggers). Trigrams match inside German compound
-- words ('teppich' finds 'Schnüffelteppich'); remove_diacritics lets 'schnuffel' find 'Schnüffel'.
-- The rowid is the activity id; triggers keep it equal to the activity and its tags.
CREATE VIRTUAL TABLE `activities_search` USING fts5(title, description, content, tags, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO `activities_search` (rowid, title, description, content, tags)
  SELECT a.id, a.title, a.description, a.content, coalesce((SELECT group_concat(t.tag, ' ') FROM activity_tags t WHERE t.activity_id = a.id), '')
  FROM activities a;
--> statement-breakpoint
CREATE TRIGGER `activities_search_insert` AFTER INSERT ON `activities` BEGIN
  INSERT INTO activities_search (rowid, title, description, content, tags) VALUES (new.id, new.title, new.description, new.content, '');
END;
--> statement-breakpoint
CREATE TRIGGER `activities_search_update` AFTER UPDATE OF title, description, content ON `activities` BEGIN
  UPDATE activities_search SET title = new.title, description = new.description, content = new.content WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `activities_search_delete` AFTER DELETE ON `activities` BEGIN
  DELETE FROM activities_search WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `activities_search_tag_insert` AFTER INSERT ON `activity_tags` BEGIN
  UPDATE activities_search SET tags = (SELECT group_concat(tag, ' ') FROM activity_tags WHERE activity_id = new.activity_id) WHERE rowid = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activities_search_tag_delete` AFTER DELETE ON `activity_tags` BEGIN
  UPDATE activities_search SET tags = coalesce((SELECT group_concat(tag, ' ') FROM activity_tags WHERE activity_id = old.activity_id), '') WHERE rowid = old.activity_id;
END;
--> statement-breakpoint
-- Counters kept equal to the rows behind them inside the statement that changes the rows, so
-- concurrent likes, views, completions and creates can never drift.
CREATE TRIGGER `activity_likes_count_insert` AFTER INSERT ON `activity_likes` BEGIN
  UPDATE activities SET likes = likes + 1 WHERE id = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_likes_count_delete` AFTER DELETE ON `activity_likes` BEGIN
  UPDATE activities SET likes = likes - 1 WHERE id = old.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_views_count_insert` AFTER INSERT ON `activity_views` BEGIN
  UPDATE activities SET views = views + 1 WHERE id = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_views_count_delete` AFTER DELETE ON `activity_views` BEGIN
  UPDATE activities SET views = views - 1 WHERE id = old.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_completions_count_insert` AFTER INSERT ON `activity_progress` WHEN new.mastered = 1 BEGIN
  UPDATE activities SET completions = completions + 1 WHERE id = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_completions_count_update` AFTER UPDATE OF mastered ON `activity_progress` WHEN new.mastered <> old.mastered BEGIN
  UPDATE activities SET completions = completions + (CASE WHEN new.mastered = 1 THEN 1 ELSE -1 END) WHERE id = new.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activity_completions_count_delete` AFTER DELETE ON `activity_progress` WHEN old.mastered = 1 BEGIN
  UPDATE activities SET completions = completions - 1 WHERE id = old.activity_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activities_created_count_insert` AFTER INSERT ON `activities` BEGIN
  UPDATE users SET activities_created = activities_created + 1 WHERE id = new.author_id;
END;
--> statement-breakpoint
CREATE TRIGGER `activities_created_count_delete` AFTER DELETE ON `activities` BEGIN
  UPDATE users SET activities_created = activities_created - 1 WHERE id = old.author_id;
END;
