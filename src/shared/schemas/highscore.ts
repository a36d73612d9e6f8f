/** `GET /api/highscore` (docs/decisions/051-highscore.md): which ranking, and where to continue. */
import * as v from 'valibot';
import { HIGHSCORE_PERIODS, HIGHSCORE_SCOPES } from '~/shared/highscore';
import { messageKey } from '~/shared/messages';

export const highscoreQuery = v.object({
  period: v.optional(v.picklist(HIGHSCORE_PERIODS, messageKey('validation_highscore_period')), 'week'),
  scope: v.optional(v.picklist(HIGHSCORE_SCOPES, messageKey('validation_highscore_scope')), 'everyone'),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type HighscoreQuery = v.InferOutput<typeof highscoreQuery>;
