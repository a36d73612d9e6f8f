/**
 * "/activities/{id}" (docs/product-rules.md §2): the activity, the dog switcher's choices, the
 * current dog's journal of it and the newest discussions, loaded together for members; with the
 * failure of a journal form posted to the page.
 */
import type { LoaderInput } from './page-request';
import { clockNow } from '~/server/clock';
import { switchErrorOf } from '~/server/forms/dog-switch';
import { isJournalFailure } from '~/server/forms/journal-post';
import type { PostFailure } from '~/server/forms/page-post';
import { loadOr404 } from './load-or-404';
import { activityDetail } from '~/server/services/activities/detail';
import { discussionsOf } from '~/server/services/community/discussions';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { activityJournal } from '~/server/services/training/activity-journal';
import type { ActivityDetail } from '~/shared/activity';
import type { FeedPage } from '~/shared/community';
import type { DogProfile } from '~/shared/dogs';
import { can, isMember, premiumOffer } from '~/shared/policy';
import { pathFor } from '~/shared/routes';
import { localDateTime } from '~/shared/training/days';
import type { ActivityJournal } from '~/shared/training/journal';
import { newSessionValues } from '~/shared/training/session-form';
import { videoEmbedUrl } from '~/shared/video';

/** The newest questions and success stories shown with the page; more load on request. */
const DISCUSSIONS_SHOWN = 5;

export interface ActivityInput extends LoaderInput {
  id: number;
  env: Env;
  /** The service worker keeping the page for the field is no view (docs/decisions/031). */
  countView: boolean;
  /** A form posted to the page that the API refused (a journal form or the dog switcher). */
  failure: PostFailure | null;
  /** The page's address, for the celebration of a confirmed mastery (`?mastered={id}`). */
  url?: URL;
}

/** What the activity page shows; `failure` (and the status) when it could not load. */
export async function loadActivity({ viewer: { user, actor }, id, env, db, locale, countView, failure: posted, url }: ActivityInput) {
  const journalFailure = isJournalFailure(posted) ? posted : null;
  const now = await clockNow(env);
  // The detail, the dog switcher's choices, the current dog's journal and the discussions load together.
  const loaded =
    user && isMember(actor)
      ? await loadOr404(
          () =>
            Promise.all([
              activityDetail(db, id, user, { countView }),
              dogProfilesOf(db, user).then(async (mine) => {
                const current = mine.find((dog) => dog.isCurrent);
                return [mine, current?.mayTrack ? await activityJournal(db, user, current.id, id, now) : null] as const;
              }),
              discussionsOf(db, user, id, { limit: DISCUSSIONS_SHOWN }).catch(() => null),
            ]),
          'activity detail',
        )
      : null;
  const [activity, [dogs, journal], discussions]: [ActivityDetail | null, readonly [DogProfile[], ActivityJournal | null], FeedPage | null] = loaded?.value ?? [
    null,
    [[], null],
    null,
  ];
  const timeZone = user?.timeZone ?? 'Europe/Berlin';
  const trainingPath = pathFor('training', locale);
  const logFailure = journalFailure?.intent === 'log' ? journalFailure : null;
  return {
    status: loaded?.failure ? loaded.status : (posted?.status ?? 200),
    failure: loaded?.failure ?? null,
    activity,
    dogs,
    journal,
    discussions,
    // Without a dog yet, the first tick creates one that is the member's alone: their own payment decides.
    currentDog: dogs.find((dog) => dog.isCurrent),
    video: activity?.videoUrl ? videoEmbedUrl(activity.videoUrl) : null,
    mayEdit: activity ? can.editContent(actor, activity.authorId) : false,
    /** What the page's upsells may offer: nothing to a member whose plan gives it already. */
    offer: premiumOffer(actor),
    timeZone,
    trainingPath,
    /** The training page, its session list filtered to this activity, with `extra`. */
    trainingHref: (extra: Record<string, number>, anchor: string) => `${trainingPath}?${new URLSearchParams({ activity: String(id), ...extra })}#${anchor}`,
    /** The post form, opened about this activity. */
    askHref: (type: 'question' | 'success_story') => `${pathFor('createPost', locale)}?${new URLSearchParams({ type, activity: String(id) })}`,
    logValues: logFailure?.values ?? newSessionValues(now, timeZone, id),
    logErrors: logFailure?.errors ?? {},
    masterError: journalFailure?.intent === 'master' || journalFailure?.intent === 'unmaster' ? Object.values(journalFailure.errors)[0] : undefined,
    // Straight after the confirmation (`?mastered={id}`), while the dog has it mastered.
    celebrate: journal?.mastered === true && url?.searchParams.get('mastered') === String(id),
    switchError: switchErrorOf(posted),
    latestStart: localDateTime(now, timeZone),
  };
}
