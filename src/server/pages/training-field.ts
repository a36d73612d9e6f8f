/**
 * "/training/field", field mode (docs/decisions/043-field-mode.md): the current dog, the activity
 * of `?activity=` (or, without one, the activities of the dog's latest sessions to choose from) and
 * a blank log form, or the failure of a session posted to the page.
 */
import type { LoaderInput } from './page-request';
import { loadOr404 } from './load-or-404';
import { clockNow } from '~/server/clock';
import { idOf, isJournalFailure, journalIntents } from '~/server/forms/journal-post';
import type { SessionUser } from '~/server/auth/session-user';
import type { Locale } from '~/shared/enums';
import type { PostFailure } from '~/server/forms/page-post';
import { activityDetail } from '~/server/services/activities/detail';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { journalPage } from '~/server/services/training/sessions';
import { activityPath } from '~/shared/card-paths';
import { can, premiumOffer } from '~/shared/policy';
import { pathFor } from '~/shared/routes';
import { localDateTime } from '~/shared/training/days';
import type { ActivityRef } from '~/shared/training/journal';
import { newSessionValues } from '~/shared/training/session-form';

export interface TrainingFieldInput extends LoaderInput {
  url: URL;
  env: Env;
  /** A session posted to the page that the API refused. */
  failure: PostFailure | null;
}

/** Where a logged session comes back to: the blank form, with the note that it was logged. */
export const FIELD_LOGGED_ANCHOR = 'field-logged';

/** Field mode's one form: a new session, through the journal's log handler. */
export const fieldModeIntents = (user: SessionUser, locale: Locale) => ({ log: journalIntents(user, locale, FIELD_LOGGED_ANCHOR).log });

/** What field mode shows; its status is 404 for an activity the member cannot see. */
export async function loadTrainingField({ viewer: { user, actor }, url, env, db, locale, failure: posted }: TrainingFieldInput) {
  const failure = isJournalFailure(posted) && posted.intent === 'log' ? posted : null;
  const activityId = idOf(url.searchParams.get('activity'));
  const now = await clockNow(env);
  const timeZone = user?.timeZone ?? 'Europe/Berlin';
  const dogs = user && can.seeDogs(actor) ? await dogProfilesOf(db, user) : [];
  const dog = dogs.find((candidate) => candidate.isCurrent) ?? null;
  let activities: ActivityRef[] = [];
  let missing: 'not_found' | 'failed' | null = null;
  if (user && dog?.mayTrack) {
    const loaded = await loadOr404(async (): Promise<ActivityRef[]> => {
      if (activityId !== null) {
        const { id, title } = await activityDetail(db, activityId, user, { countView: false });
        return [{ id, title }];
      }
      // Without an activity, those the dog trained lately, newest first.
      const latest = await journalPage(db, user, dog.id, {});
      return [...new Map(latest.items.map(({ activity }) => [activity.id, activity])).values()];
    }, 'field mode');
    activities = loaded.value ?? [];
    missing = loaded.failure;
  }
  const [fixed] = activityId !== null ? activities : [];
  return {
    status: missing === 'not_found' ? 404 : missing ? 500 : (posted?.status ?? 200),
    dog,
    missing,
    activities,
    activity: fixed ?? null,
    /** Leaving field mode without a page to go back to: the activity, else the journal. */
    exitHref: fixed ? activityPath(fixed.id, locale) : pathFor('training', locale),
    needsPremium: dog ? !dog.mayTrack : !can.track(actor),
    /** What Premium may be offered as (the trial, or plainly), for the journal's offer. */
    offer: premiumOffer(actor),
    formValues: failure?.values ?? newSessionValues(now, timeZone, activities[0]?.id ?? null),
    formErrors: failure?.errors ?? {},
    latestStart: localDateTime(now, timeZone),
    timeZone,
  };
}
