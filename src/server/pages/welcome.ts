/**
 * "/welcome", the first-run setup (docs/decisions/038-first-run.md): the member's current dog (or
 * none yet), whether they may add one and track it, and the short list of first activities.
 */
import type { LoaderInput } from './page-request';
import { activityPage } from '~/server/services/activities/list';
import { dogProfilesOf } from '~/server/services/dogs/profiles';
import type { DogProfile } from '~/shared/dogs';
import { STARTER_TAG, STARTERS_SHOWN } from '~/shared/first-run';
import { can } from '~/shared/policy';

export interface Starter {
  id: number;
  title: string;
  description: string;
  duration: number;
}

export interface WelcomeView {
  /** The current dog, or null while the member has none. */
  dog: DogProfile | null;
  /** Whether the member may add a dog (not while suspended). */
  mayKeep: boolean;
  /** Whether a dog the member adds now could be tracked: they are paid themselves. */
  mayTrackNew: boolean;
  starters: Starter[];
}

/** What the setup shows a signed-in member; two reads besides the viewer's. */
export async function loadWelcome({
  viewer: { user, actor },
  db,
  locale,
}: LoaderInput & { viewer: { user: NonNullable<LoaderInput['viewer']['user']> } }): Promise<WelcomeView> {
  const [dogs, page] = await Promise.all([
    can.seeDogs(actor) ? dogProfilesOf(db, user) : [],
    activityPage(db, { sort: 'popular', difficulty: 'beginner', tags: [STARTER_TAG[locale]] }, user, locale),
  ]);
  return {
    dog: dogs.find((candidate) => candidate.isCurrent) ?? dogs[0] ?? null,
    mayKeep: can.keepDogs(actor),
    mayTrackNew: can.track(actor),
    starters: page.activities.slice(0, STARTERS_SHOWN).map(({ id, title, description, duration }) => ({ id, title, description, duration })),
  };
}
