/**
 * "/training", the current dog's training journal (docs/decisions/023-training-journal.md): what the
 * page shows, from the query (`cursor` and `activity` page and filter the sessions, `log` chooses the
 * activity of the log form, `edit` and `delete` name one of the listed sessions) and the failure of
 * a form posted to it.
 */
import type { LoaderInput } from './page-request';
import { activityRefOf, celebratedActivity } from './mastered-activity';
import { clockNow } from '~/server/clock';
import { apiLinks } from '~/server/forms/page-api';
import { switchErrorOf } from '~/server/forms/dog-switch';
import { confirmErrorOf, isJournalFailure } from '~/server/forms/journal-post';
import type { PostFailure } from '~/server/forms/page-post';
import * as v from 'valibot';
import { activityPage } from '~/server/services/activities/list';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { dogReviews } from '~/server/services/training/reviews';
import { journalPage } from '~/server/services/training/sessions';
import { todayOfDog } from '~/server/services/training/today';
import { dogStats } from '~/server/services/training/stats';
import type { DogProfile } from '~/shared/dogs';
import { upsellLabel } from '~/shared/labels/premium';
import { m } from '~/paraglide/messages.js';
import { translate } from '~/shared/messages';
import { can, premiumOffer } from '~/shared/policy';
import { activityListQuery } from '~/shared/schemas/activity';
import { pathFor } from '~/shared/routes';
import { localDateTime, localDay } from '~/shared/training/days';
import { sampleJournal } from '~/shared/training/sample-journal';
import type { ActivityRef, DogReviews, DogStats, TrainingSessionPage } from '~/shared/training/journal';
import { newSessionValues, sessionValuesOf } from '~/shared/training/session-form';
import type { ReadyItem } from '~/shared/training/today';

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
  /** Activities whose newest sessions meet the mastery rule, not yet confirmed (as Heute lists them). */
  ready: ReadyItem[];
  /** Activities found by the log form's search (`find`), any the member may see. */
  found: ActivityRef[];
  /** The activity whose mastery was just confirmed (`mastered`), when the dog has it mastered. */
  celebrated: ActivityRef | null;
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
  const find = params.get('find');
  const search = find === null ? null : v.safeParse(activityListQuery.entries.q, find);
  const now = await clockNow(env);
  const dogs: DogProfile[] = user && can.seeDogs(actor) ? await dogProfilesOf(db, user) : [];
  const dog = dogs.find((candidate) => candidate.isCurrent) ?? null;
  let journal: Journal | null = null;
  let loadFailed = false;
  if (user && dog?.mayTrack) {
    try {
      const [reviews, stats, sessions, logTarget, today, found, celebrated] = await Promise.all([
        dogReviews(db, user, dog.id, now),
        dogStats(db, user, dog.id, now),
        journalPage(db, user, dog.id, { activityId: activityFilter ?? undefined, cursor }),
        logActivity ? activityRefOf(db, logActivity, user) : null,
        todayOfDog(db, user, dog, now),
        search?.success && search.output ? activityPage(db, { q: search.output, sort: 'newest', lang: 'all' }, user, locale) : null,
        celebratedActivity(db, params, user),
      ]);
      journal = {
        reviews,
        stats,
        sessions,
        logTarget: logTarget && { id: logTarget.id, title: logTarget.title },
        ready: today?.readyToConfirm ?? [],
        found: found?.activities.map(({ id, title }) => ({ id, title })) ?? [],
        celebrated,
      };
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
      : newSessionValues(now, timeZone, logActivity ?? journal?.found[0]?.id ?? activities[0]?.id ?? null);
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
    confirmError: confirmErrorOf(failure),
    pageError: failure && !formFailure && !deleteFailure && failure.intent !== 'master' ? Object.values(failure.errors)[0] : null,
    latestStart: localDateTime(now, timeZone),
    /** The log form's search: the words, and the error at its field (a search too long). */
    find: find ?? '',
    findError: search && !search.success ? translate('validation_search_too_long', locale) : undefined,
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
  const { reviews, stats, sessions, logTarget, found } = journal;
  // What the member searched for comes first, so the first hit is the one chosen.
  for (const activity of found) known.set(activity.id, activity);
  if (logTarget) known.set(logTarget.id, logTarget);
  for (const item of [...reviews.overdue, ...reviews.due, ...reviews.upcoming]) known.set(item.activity.id, item.activity);
  for (const series of stats.activities) known.set(series.activity.id, series.activity);
  for (const session of sessions.items) known.set(session.activity.id, session.activity);
  return [...known.values()];
}
