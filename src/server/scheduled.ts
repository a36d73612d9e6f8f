/**
 * The Cron Trigger's handler (wrangler.jsonc `triggers.crons`, every 15 minutes): one housekeeping
 * run (decision 019), then the notices of due reviews (decision 032), then delivery by email and push
 * with the due digests (decision 033), then the daily training reminders (decision 047). One failing does not keep the
 * other from running; the run then fails as a whole, so it shows in the Worker's logs and metrics.
 */
import { getDb } from '~/server/db/client';
import { runHousekeeping } from '~/server/services/housekeeping/run';
import { deliverScheduled } from '~/server/services/notifications/delivery';
import { notifyDueReviews } from '~/server/services/notifications/due-reviews';
import { sendTrainingReminders } from '~/server/services/training/reminders';
import { createOutbox } from '~/server/delivery/outbox';
import { pushConfig } from '~/server/push/web-push';
import { siteOrigin } from '~/server/site-origin';

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  const db = getDb(env.DB);
  const now = controller.scheduledTime;
  const reminders = () => sendTrainingReminders(db, { outbox: createOutbox(env.DELIVERY), push: pushConfig(env) !== null, origin: siteOrigin(env) }, now);
  const runs = [() => runHousekeeping({ db, media: env.MEDIA, now }), () => notifyDueReviews(db, now), () => deliverScheduled(db, env, now), reminders];
  const failures: unknown[] = [];
  for (const run of runs) await run().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, 'scheduled run failed');
};
