-- Housekeeping removes notifications read more than 90 days ago (docs/decisions/041-platform.md);
-- this index answers it without reading the inbox. Only additions.
CREATE INDEX `notifications_read_idx` ON `notifications` (`read_at`) WHERE "notifications"."read_at" is not null;
