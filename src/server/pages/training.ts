/**
 * "/training", the current dog's training journal (docs/decisions/023-training-journal.md): what the
 * page shows, from the query (`cursor` and `activity` page and filter the sessions, `log` chooses the
 * activity of the log form, `edit` and `delete` name one of the listed sessions) and the failure of
 * a form posted to it.
 */
import type { LoaderInput } from './page-request';
import { clockNow } from '~/server/clock';
import { apiLinks } from '~/server/forms/page-api';
import { switchErrorOf } from '~/server/forms/dog-switch';
import { isJournalFailure } from '~/server/forms/journal-post';
import type { PostFailure } from '~/server/forms/page-post';
import { activityDetail } from '~/server/services/activities/detail';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { dogReviews } from '~/server/services/training/reviews';
import { journalPage } from '~/server/services/training/sessions';
import { dogStats } from '~/server/services/training/stats';
import type { DogProfile } from '~/shared/dogs';
import { upsellLabel } from '~/shared/labels/premium';
import { m } from '~/paraglide/messages.js';
import { can, premiumOffer } from '~/shared/policy';
import { pathFor } from '~/shared/routes';
import { localDateTime, localDay } from '~/shared/training/days';
import { sampleJournal } from '~/shared/training/sample-journal';
import type { ActivityRef, DogReviews, DogStats, TrainingSessionPage } from '~/shared/training/journal';
import { newSessionValues, sessionValuesOf } from '~/shared/training/session-form';

export interface TrainingInput extends LoaderInput {
  url: URL;
  env: Env;
  /** A form posted to the page that the API refused (a journal form or the dog switcher). */
  failure: PostFailure | null;
}

/** The journal of a dog the member may track, loaded together. */
interface Journal {
  reviews: DogReviews;
  stats: DogStats;
  sessions: TrainingSessionPage;
  /** The activity to log from a link ("log with a photo" on its page), also when not yet trained. */
  logTarget: ActivityRef | null;
}

const idParam = (params: URLSearchParams, name: string) => {
  const id = Number(params.get(name));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** What the training page shows; its status is 500 when the journal failed to load. */
export async function loadTraining({ viewer: { user, actor }, url, env, db, locale, failure: posted }: TrainingInput) {
  const failure = isJournalFailure(posted) ? posted : null;
  const here = pathFor('training', locale);
  const params = url.searchParams;
  const cursor = params.get('cursor') ?? undefined;
  const activityFilter = idParam(params, 'activity');
  const logActivity = idParam(params, 'log');
  const now = await clockNow(env);
  const dogs: DogProfile[] = user && can.seeDogs(actor) ? await dogProfilesOf(db, user) : [];
  const dog = dogs.find((candidate) => candidate.isCurrent) ?? null;
  let journal: Journal | null = null;
  let loadFailed = false;
  if (user && dog?.mayTrack) {
    try {
      const [reviews, stats, sessions, logTarget] = await Promise.all([
        dogReviews(db, user, dog.id, now),
        dogStats(db, user, dog.id, now),
        journalPage(db, user, dog.id, { activityId: activityFilter ?? undefined, cursor }),
        logActivity
          ? activityDetail(db, logActivity, user, { countView: false }).then(
              ({ id, title }) => ({ id, title }),
              () => null,
            )
          : null,
      ]);
      journal = { reviews, stats, sessions, logTarget };
    } catch (error) {
      loadFailed = true;
      console.error('training journal failed', error);
    }
  }

  const timeZone = user?.timeZone ?? 'Europe/Berlin';
  /** The page again with the list's paging and filter, plus `extra`. */
  const hrefWith = (extra: Record<string, string | number>, anchor: string) => {
    const query = new URLSearchParams();
    if (cursor) query.set('cursor', cursor);
    if (activityFilter) query.set('activity', String(activityFilter));
    for (const [name, value] of Object.entries(extra)) query.set(name, String(value));
    const search = query.toString();
    return `${here}${search ? `?${search}` : ''}#${anchor}`;
  };
  const activities = knownActivities(journal);
  const sessions = journal?.sessions.items ?? [];
  const editId = failure?.intent === 'edit' ? failure.sessionId : idParam(params, 'edit');
  const editing = sessions.find((session) => session.id === editId && session.mine) ?? null;
  // A failure shows where it happened: at the form, at the session to delete, or else above all.
  const formFailure = failure && (failure.intent === 'edit' ? editing !== null : failure.intent === 'log' && !editing) ? failure : null;
  const deleteFailure = failure?.intent === 'delete' && sessions.some((session) => session.id === failure.sessionId && session.mine) ? failure : null;
  const formValues = formFailure
    ? formFailure.values
    : editing
      ? sessionValuesOf(editing, timeZone)
      : newSessionValues(now, timeZone, logActivity ?? activities[0]?.id ?? null);
  const needsPremium = dog ? !dog.mayTrack : !can.track(actor);
  const offer = premiumOffer(actor);
  return {
    status: loadFailed ? 500 : (posted?.status ?? 200),
    switchError: switchErrorOf(posted),
    here,
    dogs,
    dog,
    journal,
    loadFailed,
    timeZone,
    activities,
    editing,
    formValues,
    formErrors: formFailure?.errors ?? {},
    deleteError: deleteFailure ? Object.values(deleteFailure.errors)[0] : undefined,
    deleteId: deleteFailure ? deleteFailure.sessionId : idParam(params, 'delete'),
    pageError: failure && !formFailure && !deleteFailure ? Object.values(failure.errors)[0] : null,
    latestStart: localDateTime(now, timeZone),
    csvHref: dog ? apiLinks.dogs[':dogId']['sessions.csv'].$url({ param: { dogId: String(dog.id) } }).pathname : '',
    needsPremium,
    offer,
    // A member Premium would give the journal sees it on the example dog, with the way there.
    preview: user && needsPremium && offer !== 'none' ? sampleJournal(locale, localDay(now, timeZone)) : null,
    upsell: upsellLabel(offer, m.training_offer_link({}, { locale }), locale),
    hrefWith,
    newestHref: cursor ? `${here}${activityFilter ? `?activity=${activityFilter}` : ''}#sessions` : null,
    olderHref: journal?.sessions.nextCursor
      ? `${here}?${new URLSearchParams({ ...(activityFilter ? { activity: String(activityFilter) } : {}), cursor: journal.sessions.nextCursor })}#sessions`
      : null,
  };
}

/** The log form offers the activities the journal knows: those under review, trained lately, listed. */
function knownActivities(journal: Journal | null): ActivityRef[] {
  const known = new Map<number, ActivityRef>();
  if (!journal) return [];
  const { reviews, stats, sessions, logTarget } = journal;
  if (logTarget) known.set(logTarget.id, logTarget);
  for (const item of [...reviews.overdue, ...reviews.due, ...reviews.upcoming]) known.set(item.activity.id, item.activity);
  for (const series of stats.activities) known.set(series.activity.id, series.activity);
  for (const session of sessions.items) known.set(session.activity.id, session.activity);
  return [...known.values()];
}
