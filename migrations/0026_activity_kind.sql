-- The illustration an activity's author chose; null derives it from its words (docs/decisions/042-activity-pictures.md).
ALTER TABLE `activities` ADD `kind` text;
