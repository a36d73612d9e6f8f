-- Q&A and discussions on activities (docs/decisions/029-questions-and-discussions.md). Only additions.
-- A question or success story may name the activity it is about; the activity going leaves the post.
ALTER TABLE `posts` ADD `activity_id` integer REFERENCES `activities`(`id`) ON DELETE SET NULL;--> statement-breakpoint
-- The answer the asker (or a moderator) accepted: a visible top comment of the same post. Kept by
-- the service on write and by the triggers below when that comment is hidden or deleted.
ALTER TABLE `posts` ADD `accepted_comment_id` integer;--> statement-breakpoint
CREATE INDEX `posts_activity_idx` ON `posts` (`activity_id`,`created_at`,`id`) WHERE "posts"."activity_id" is not null;--> statement-breakpoint
-- One partial index per Q&A list order (filter × sort), so every list walks questions only, in order.
-- The asker's newest lists no id (the rowid ends every index anyway): a wider index loses to
-- posts_author_idx, which SQLite prefers without statistics, and that walks all the asker's posts.
CREATE INDEX `posts_qa_newest_idx` ON `posts` (`created_at`,`id`) WHERE "posts"."type" = 'question';--> statement-breakpoint
CREATE INDEX `posts_qa_liked_idx` ON `posts` (`likes`,`id`) WHERE "posts"."type" = 'question';--> statement-breakpoint
CREATE INDEX `posts_qa_open_newest_idx` ON `posts` (`created_at`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is null;--> statement-breakpoint
CREATE INDEX `posts_qa_open_liked_idx` ON `posts` (`likes`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is null;--> statement-breakpoint
CREATE INDEX `posts_qa_answered_newest_idx` ON `posts` (`created_at`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is not null;--> statement-breakpoint
CREATE INDEX `posts_qa_answered_liked_idx` ON `posts` (`likes`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is not null;--> statement-breakpoint
CREATE INDEX `posts_qa_mine_newest_idx` ON `posts` (`author_id`,`created_at`) WHERE "posts"."type" = 'question';--> statement-breakpoint
CREATE INDEX `posts_qa_mine_liked_idx` ON `posts` (`author_id`,`likes`,`id`) WHERE "posts"."type" = 'question';--> statement-breakpoint
-- A hidden or deleted answer is no longer accepted: the question is open again.
CREATE TRIGGER `comments_accepted_hide` AFTER UPDATE OF hidden_at ON `comments` WHEN new.hidden_at IS NOT NULL BEGIN
  UPDATE posts SET accepted_comment_id = NULL WHERE id = new.post_id AND accepted_comment_id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_accepted_delete` AFTER DELETE ON `comments` BEGIN
  UPDATE posts SET accepted_comment_id = NULL WHERE id = old.post_id AND accepted_comment_id = old.id;
END;
--> statement-breakpoint
-- Open and answered visible questions, counted for the Q&A statistics card in one indexed read.
CREATE TABLE `question_counts` (
	`state` text PRIMARY KEY NOT NULL CHECK (`state` IN ('open', 'answered')),
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `question_counts` (`state`, `n`) SELECT 'open', count(*) FROM `posts` WHERE `type` = 'question' AND `hidden_at` IS NULL;--> statement-breakpoint
INSERT INTO `question_counts` (`state`, `n`) VALUES ('answered', 0);--> statement-breakpoint
CREATE TRIGGER `posts_question_counts_insert` AFTER INSERT ON `posts` WHEN new.type = 'question' AND new.hidden_at IS NULL BEGIN
  UPDATE question_counts SET n = n + 1 WHERE state = CASE WHEN new.accepted_comment_id IS NULL THEN 'open' ELSE 'answered' END;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_question_counts_delete` AFTER DELETE ON `posts` WHEN old.type = 'question' AND old.hidden_at IS NULL BEGIN
  UPDATE question_counts SET n = n - 1 WHERE state = CASE WHEN old.accepted_comment_id IS NULL THEN 'open' ELSE 'answered' END;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_question_counts_update` AFTER UPDATE OF hidden_at, accepted_comment_id ON `posts` WHEN new.type = 'question' BEGIN
  UPDATE question_counts SET n = n - 1 WHERE old.hidden_at IS NULL AND state = CASE WHEN old.accepted_comment_id IS NULL THEN 'open' ELSE 'answered' END;
  UPDATE question_counts SET n = n + 1 WHERE new.hidden_at IS NULL AND state = CASE WHEN new.accepted_comment_id IS NULL THEN 'open' ELSE 'answered' END;
END;
