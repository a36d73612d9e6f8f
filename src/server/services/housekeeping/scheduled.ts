/** The Cron Trigger's handler (wrangler.jsonc `triggers.crons`): one housekeeping run. */
import { getDb } from '~/server/db/client';
import { runHousekeeping } from './run';

export const scheduled: ExportedHandlerScheduledHandler<Env> = async (controller, env) => {
  await runHousekeeping({ db: getDb(env.DB), media: env.MEDIA, now: controller.scheduledTime });
};
