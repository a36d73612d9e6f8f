-- Web push devices count the pushes that failed in a row (docs/decisions/033-notification-delivery.md):
-- a device whose service keeps failing is removed at the fifth, one that answers again starts over.
ALTER TABLE `push_subscriptions` ADD `failures` integer DEFAULT 0 NOT NULL;
