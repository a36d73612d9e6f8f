-- A post's language is the one it was written in (chosen in the form, the interface language by
-- default); posts written before the choice existed take their author's language.
UPDATE `posts` SET `lang` = (SELECT `locale` FROM `users` WHERE `users`.`id` = `posts`.`author_id`);
--> statement-breakpoint
-- A question's title (10–150 characters). Older questions keep none and show their first line.
ALTER TABLE `posts` ADD `title` text;
--> statement-breakpoint
-- The feed and every Q&A list order in one language walk an index that starts with the language,
-- so a page in one language reads rows bounded by its size however many posts the other has.
CREATE INDEX `posts_feed_lang_idx` ON `posts` (`lang`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `posts_qa_lang_newest_idx` ON `posts` (`lang`,`created_at`,`id`) WHERE "posts"."type" = 'question';--> statement-breakpoint
CREATE INDEX `posts_qa_lang_liked_idx` ON `posts` (`lang`,`likes`,`id`) WHERE "posts"."type" = 'question';--> statement-breakpoint
CREATE INDEX `posts_qa_lang_open_newest_idx` ON `posts` (`lang`,`created_at`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is null;--> statement-breakpoint
CREATE INDEX `posts_qa_lang_open_liked_idx` ON `posts` (`lang`,`likes`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is null;--> statement-breakpoint
CREATE INDEX `posts_qa_lang_answered_newest_idx` ON `posts` (`lang`,`created_at`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is not null;--> statement-breakpoint
CREATE INDEX `posts_qa_lang_answered_liked_idx` ON `posts` (`lang`,`likes`,`id`) WHERE "posts"."type" = 'question' and "posts"."accepted_comment_id" is not null;
--> statement-breakpoint
-- Full-text index over posts (trigram, as activities_search in 0002): the rowid is the post id.
-- A question's title is its own column, so "similar questions" match titles only; an older
-- question without a title is indexed under its first line.
CREATE VIRTUAL TABLE `posts_search` USING fts5(title, content, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO `posts_search` (rowid, title, content)
  SELECT `id`,
    CASE WHEN `type` = 'question' THEN substr(`content`, 1, min(150, instr(`content` || char(10), char(10)) - 1)) ELSE '' END,
    `content`
  FROM `posts`;
--> statement-breakpoint
CREATE TRIGGER `posts_search_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO posts_search (rowid, title, content) VALUES (new.id, coalesce(new.title, CASE WHEN new.type = 'question' THEN substr(new.content, 1, min(150, instr(new.content || char(10), char(10)) - 1)) ELSE '' END), new.content);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_search_update` AFTER UPDATE OF title, content ON `posts` BEGIN
  UPDATE posts_search SET title = coalesce(new.title, CASE WHEN new.type = 'question' THEN substr(new.content, 1, min(150, instr(new.content || char(10), char(10)) - 1)) ELSE '' END), content = new.content WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_search_delete` AFTER DELETE ON `posts` BEGIN
  DELETE FROM posts_search WHERE rowid = old.id;
END;
