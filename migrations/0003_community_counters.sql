-- Post likes, comment likes and comment counts follow their rows inside the statement that
-- changes them (as the activity counters do, see 0002), so concurrent requests cannot drift.
-- Cascades fire these triggers too: deleting a comment drops its replies and their likes.
CREATE TRIGGER `post_likes_count_insert` AFTER INSERT ON `post_likes` BEGIN
  UPDATE posts SET likes = likes + 1 WHERE id = new.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER `post_likes_count_delete` AFTER DELETE ON `post_likes` BEGIN
  UPDATE posts SET likes = likes - 1 WHERE id = old.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_insert` AFTER INSERT ON `comment_likes` BEGIN
  UPDATE comments SET likes = likes + 1 WHERE id = new.comment_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comment_likes_count_delete` AFTER DELETE ON `comment_likes` BEGIN
  UPDATE comments SET likes = likes - 1 WHERE id = old.comment_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_insert` AFTER INSERT ON `comments` BEGIN
  UPDATE posts SET comments_count = comments_count + 1 WHERE id = new.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_delete` AFTER DELETE ON `comments` BEGIN
  UPDATE posts SET comments_count = comments_count - 1 WHERE id = old.post_id;
END;
