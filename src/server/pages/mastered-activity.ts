/**
 * An activity as the member sees it, named by a page's address: the one to log (`log`) or the one
 * whose mastery was just confirmed (`mastered`, celebrated while the current dog has it mastered,
 * decision 043). Hidden, unknown or not mastered answers null: the address alone shows nothing.
 */
import type { LoaderInput } from './page-request';
import type { SessionUser } from '~/server/auth/session-user';
import { idOf } from '~/server/forms/journal-post';
import { activityDetail } from '~/server/services/activities/detail';
import type { ActivityRef } from '~/shared/training/journal';

/** The activity `id` names, with whether the current dog has it mastered; null when hidden or unknown. */
export const activityRefOf = (db: LoaderInput['db'], id: number, user: SessionUser) =>
  activityDetail(db, id, user, { countView: false }).then(
    ({ id, title, viewer }) => ({ id, title, mastered: viewer.progress?.mastered ?? false }),
    () => null,
  );

/** The activity to celebrate from the address's `mastered`, when the current dog has it mastered. */
export async function celebratedActivity(db: LoaderInput['db'], params: URLSearchParams, user: SessionUser): Promise<ActivityRef | null> {
  const id = idOf(params.get('mastered'));
  const activity = id ? await activityRefOf(db, id, user) : null;
  return activity?.mastered ? { id: activity.id, title: activity.title } : null;
}
