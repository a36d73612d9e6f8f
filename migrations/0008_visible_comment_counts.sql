-- A post's comment count shows only the comments members can see: a hidden comment (reported or
-- held by a moderator) is counted off when hidden and back on when shown again. The counts
-- follow inside the statement that changes the rows, as in 0003. No data is changed but the
-- counters, which are recomputed once from the rows.
DROP TRIGGER IF EXISTS `comments_count_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `comments_count_delete`;
--> statement-breakpoint
CREATE TRIGGER `comments_count_insert` AFTER INSERT ON `comments` WHEN new.hidden_at IS NULL BEGIN
  UPDATE posts SET comments_count = comments_count + 1 WHERE id = new.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_delete` AFTER DELETE ON `comments` WHEN old.hidden_at IS NULL BEGIN
  UPDATE posts SET comments_count = comments_count - 1 WHERE id = old.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_hide` AFTER UPDATE OF hidden_at ON `comments` WHEN old.hidden_at IS NULL AND new.hidden_at IS NOT NULL BEGIN
  UPDATE posts SET comments_count = comments_count - 1 WHERE id = new.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_show` AFTER UPDATE OF hidden_at ON `comments` WHEN old.hidden_at IS NOT NULL AND new.hidden_at IS NULL BEGIN
  UPDATE posts SET comments_count = comments_count + 1 WHERE id = new.post_id;
END;
--> statement-breakpoint
UPDATE posts SET comments_count = (SELECT count(*) FROM comments WHERE comments.post_id = posts.id AND comments.hidden_at IS NULL);
