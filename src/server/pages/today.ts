/**
 * "/today" ("Heute", docs/decisions/037-today.md): the current dog's day of training for a
 * signed-in member, read with their dogs in two batches after the session (the dog list proves
 * that the member owns the dog and may track it). A visitor is sent to login and back.
 */
import type { LoaderInput } from './page-request';
import { clockNow } from '~/server/clock';
import { switchErrorOf } from '~/server/forms/dog-switch';
import { isJournalFailure } from '~/server/forms/journal-post';
import type { PostFailure } from '~/server/forms/page-post';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import { todayOfDog } from '~/server/services/training/today';
import type { DogProfile } from '~/shared/dogs';
import { can } from '~/shared/policy';
import { loginPathFor, pathFor } from '~/shared/routes';
import type { DogToday } from '~/shared/training/today';

export interface TodayInput extends LoaderInput {
  env: Env;
  /** A form posted to the page that the API refused (confirming a mastery, or the dog switcher). */
  failure: PostFailure | null;
}

/** What Heute shows, or where a visitor goes instead. */
export async function loadToday({ viewer: { user, actor }, env, db, locale, failure }: TodayInput) {
  const here = pathFor('today', locale);
  if (!user) return { redirect: loginPathFor(locale, here) } as const;
  const dogs: DogProfile[] = can.seeDogs(actor) ? await dogProfilesOf(db, user) : [];
  const dog = dogs.find((candidate) => candidate.isCurrent) ?? dogs[0] ?? null;
  let today: DogToday | null = null;
  let loadFailed = false;
  if (dog?.mayTrack) {
    try {
      today = await todayOfDog(db, user, dog, await clockNow(env));
    } catch (error) {
      loadFailed = true;
      console.error('today failed', error);
    }
  }
  const confirmFailure = isJournalFailure(failure) && failure.intent === 'master' ? failure : null;
  return {
    redirect: null,
    status: loadFailed ? 500 : (failure?.status ?? 200),
    here,
    dogs,
    dog,
    today,
    loadFailed,
    /** Nobody pays for the dog's journal: the page offers the trial instead. */
    locked: dog !== null && !dog.mayTrack,
    switchError: switchErrorOf(failure),
    /** The activity whose confirmation failed, with the message to show at it. */
    confirmError: confirmFailure ? { activityId: Number(confirmFailure.values.activityId), message: Object.values(confirmFailure.errors)[0] ?? '' } : null,
    /** The training page's session form, for an activity, with clicker and timer beside it. */
    logHref: (activityId: number) => `${pathFor('training', locale)}?log=${activityId}#log`,
  } as const;
}
