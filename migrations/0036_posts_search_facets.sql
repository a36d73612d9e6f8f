-- The post search (docs/decisions/054-search-by-relevance.md) narrows to one type and language inside
-- FTS5, before it takes its newest candidates and ranks them: otherwise questions, whose titles weigh most,
-- would fill every candidate of a search for feed posts, and one language the other's. The index gets a
-- third column, `facets` ('type_question lang_de'), matched only by the search's own filter, never by
-- the words typed (they carry a column filter on title and content). Rebuilt from the posts, with its
-- triggers, as in migrations/0033.
DROP TRIGGER `posts_search_insert`;
--> statement-breakpoint
DROP TRIGGER `posts_search_update`;
--> statement-breakpoint
DROP TRIGGER `posts_search_delete`;
--> statement-breakpoint
DROP TABLE `posts_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `posts_search` USING fts5(title, content, facets, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
INSERT INTO `posts_search` (rowid, title, content, facets)
  SELECT `id`,
    coalesce(`title`, CASE WHEN `type` = 'question' THEN substr(`content`, 1, min(150, instr(`content` || char(10), char(10)) - 1)) ELSE '' END),
    `content`,
    'type_' || `type` || ' lang_' || `lang`
  FROM `posts`;
--> statement-breakpoint
CREATE TRIGGER `posts_search_insert` AFTER INSERT ON `posts` BEGIN
  INSERT INTO posts_search (rowid, title, content, facets) VALUES (new.id, coalesce(new.title, CASE WHEN new.type = 'question' THEN substr(new.content, 1, min(150, instr(new.content || char(10), char(10)) - 1)) ELSE '' END), new.content, 'type_' || new.type || ' lang_' || new.lang);
END;
--> statement-breakpoint
CREATE TRIGGER `posts_search_update` AFTER UPDATE OF title, content, type, lang ON `posts` BEGIN
  UPDATE posts_search SET title = coalesce(new.title, CASE WHEN new.type = 'question' THEN substr(new.content, 1, min(150, instr(new.content || char(10), char(10)) - 1)) ELSE '' END), content = new.content, facets = 'type_' || new.type || ' lang_' || new.lang WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `posts_search_delete` AFTER DELETE ON `posts` BEGIN
  DELETE FROM posts_search WHERE rowid = old.id;
END;
