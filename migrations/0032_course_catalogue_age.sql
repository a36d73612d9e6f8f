-- The catalogue for a dog's age lists the courses with an age range (puppy courses) first
-- (docs/decisions/044-courses.md): these indexes walk them in that order, so a page reads rows
-- bounded by its size, per language and over all languages.
CREATE INDEX `courses_catalogue_age_idx` ON `courses` (`status`, `lang`, (`age_min_weeks` IS NOT NULL OR `age_max_weeks` IS NOT NULL), `published_at`, `id`);
--> statement-breakpoint
CREATE INDEX `courses_published_age_idx` ON `courses` (`status`, (`age_min_weeks` IS NOT NULL OR `age_max_weeks` IS NOT NULL), `published_at`, `id`);
