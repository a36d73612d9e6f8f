/**
 * "/today" ("Heute", docs/decisions/037-today.md): the current dog's day of training for a
 * signed-in member, read with their dogs in two batches after the session (the dog list proves
 * that the member owns the dog and may track it). A visitor is sent to login and back.
 */
import type { LoaderInput } from './page-request';
import { celebratedActivity } from './mastered-activity';
import { clockNow } from '~/server/clock';
import { switchErrorOf } from '~/server/forms/dog-switch';
import { confirmErrorOf } from '~/server/forms/journal-post';
import type { PostFailure } from '~/server/forms/page-post';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { loadReminder } from './reminder';
import { todayOfDog } from '~/server/services/training/today';
import type { DogProfile } from '~/shared/dogs';
import { m } from '~/paraglide/messages.js';
import { upsellLabel } from '~/shared/labels/premium';
import { can, premiumOffer } from '~/shared/policy';
import { loginPathFor, pathFor } from '~/shared/routes';
import { DEFAULT_TIME_ZONE, localDay } from '~/shared/training/days';
import type { ActivityRef } from '~/shared/training/journal';
import { sampleJournal } from '~/shared/training/sample-journal';
import { type DogToday, firstActivityOf } from '~/shared/training/today';

export interface TodayInput extends LoaderInput {
  url: URL;
  env: Env;
  /** A form posted to the page that the API refused (confirming a mastery, or the dog switcher). */
  failure: PostFailure | null;
}

/** What Heute shows, or where a visitor goes instead. */
export async function loadToday({ viewer: { user, actor }, url, env, db, locale, failure }: TodayInput) {
  const here = pathFor('today', locale);
  if (!user) return { redirect: loginPathFor(locale, here) } as const;
  const dogs: DogProfile[] = can.seeDogs(actor) ? await dogProfilesOf(db, user) : [];
  const dog = dogs.find((candidate) => candidate.isCurrent) ?? dogs[0] ?? null;
  let today: DogToday | null = null;
  /** The activity whose mastery was just confirmed here. */
  let celebrated: ActivityRef | null = null;
  let loadFailed = false;
  const now = await clockNow(env);
  const reminder = loadReminder(db, user, actor, dogs, failure);
  if (dog?.mayTrack) {
    try {
      [today, celebrated] = await Promise.all([todayOfDog(db, user, dog, now), celebratedActivity(db, url.searchParams, user)]);
    } catch (error) {
      loadFailed = true;
      console.error('today failed', error);
    }
  }
  const logHref = (activityId: number) => `${pathFor('training', locale)}?log=${activityId}#log`;
  // A finished course's success story, prefilled with the course and the dog (docs/decisions/046-following-courses.md).
  const shareHref = (title: string) =>
    `${pathFor('createPost', locale)}?${new URLSearchParams({ type: 'success_story', text: m.today_course_share_text({ name: dog?.name ?? '', title }, { locale }) })}`;
  const first = today ? firstActivityOf(today) : null;
  const offer = premiumOffer(actor);
  const locked = dog !== null && !dog.mayTrack;
  return {
    redirect: null,
    status: loadFailed ? 500 : (failure?.status ?? 200),
    here,
    dogs,
    dog,
    today,
    loadFailed,
    /** Nobody pays for the dog's journal: the page shows it on the example dog, with the way to Premium. */
    locked,
    preview: locked && offer !== 'none' ? sampleJournal(locale, localDay(now, user.timeZone ?? DEFAULT_TIME_ZONE)) : null,
    upsell: upsellLabel(offer, m.training_offer_link({}, { locale }), locale),
    // Straight after checkout (`?welcome=1`): the welcome, leading into the first session.
    welcome:
      url.searchParams.get('welcome') === '1' && dog?.mayTrack
        ? {
            name: user.firstName || user.username,
            trialing: actor?.subscriptionStatus === 'trialing',
            firstSessionHref: first ? logHref(first.id) : pathFor('activities', locale),
          }
        : null,
    switchError: switchErrorOf(failure),
    /** The daily reminder's control, when the member may have one. */
    reminder: await reminder,
    confirmError: confirmErrorOf(failure),
    celebrated,
    first,
    /** The training page's session form, for an activity, with clicker and timer beside it. */
    logHref,
    shareHref,
    coursesHref: pathFor('courses', locale),
  } as const;
}
