/**
 * The permission table (docs/product-rules.md §6) row by row against the activity routes: every
 * action for a visitor and every user state. The expected table is written out here, independent
 * of src/shared/policy.ts.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { activityInput, createActivity } from '../../factories/content';
import { sessionCookieFor } from '../../factories/sessions';
import { createUser, USER_STATES, type UserState } from '../../factories/users';
import { call } from '../request';

const db = () => getDb(env.DB);
type Column = UserState | 'visitor';
const COLUMNS: Column[] = ['visitor', ...USER_STATES];

/** Which columns may do each action (docs/product-rules.md §6); a fresh member has no activity of their own. */
const allowed: Record<string, Column[]> = {
  list: COLUMNS,
  detail: ['verified', 'free', 'pendingPayment', 'paidMonthly', 'paidYearly', 'professional', 'moderator', 'admin'],
  create: ['free', 'pendingPayment', 'paidMonthly', 'paidYearly', 'professional', 'moderator', 'admin'],
  like: ['paidMonthly', 'paidYearly', 'professional'],
  progress: ['paidMonthly', 'paidYearly', 'professional'],
  editOthers: ['moderator', 'admin'],
  deleteOthers: ['moderator', 'admin'],
};

async function attempt(action: string, cookie: string | undefined, activityId: number, userId: number): Promise<number> {
  const options = cookie ? { cookie } : {};
  const routes: Record<string, () => Response | Promise<Response>> = {
    list: () => call('GET', '/api/activities', undefined, options),
    detail: () => call('GET', `/api/activities/${activityId}`, undefined, options),
    create: () => call('POST', '/api/activities', activityInput(), options),
    like: () => call('POST', `/api/activities/${activityId}/like`, {}, options),
    progress: () => call('POST', `/api/activity-progress/${userId}/${activityId}`, { tried: true }, options),
    editOthers: () => call('PATCH', `/api/activities/${activityId}`, { title: 'Geändert' }, options),
    deleteOthers: () => call('DELETE', `/api/activities/${activityId}`, undefined, options),
  };
  return (await routes[action]!()).status;
}

describe.each(Object.keys(allowed))('%s', (action) => {
  it.each(COLUMNS)('as %s', async (column) => {
    const owner = await createUser(db(), 'free');
    const activity = await createActivity(db(), owner.id);
    const actor = column === 'visitor' ? null : await createUser(db(), column);
    const cookie = actor ? await sessionCookieFor(env.SESSION, actor.id) : undefined;
    const status = await attempt(action, cookie, activity.id, actor?.id ?? owner.id);
    if (allowed[action]!.includes(column)) expect(status).toBeLessThan(300);
    else expect(status).toBe(column === 'visitor' ? 401 : 403);
  });
});

it('free and pending-payment members may like after their first own activity', async () => {
  for (const state of ['free', 'pendingPayment'] as const) {
    const owner = await createUser(db(), 'free');
    const activity = await createActivity(db(), owner.id);
    const member = await createUser(db(), state);
    await createActivity(db(), member.id);
    expect(await attempt('like', await sessionCookieFor(env.SESSION, member.id), activity.id, member.id)).toBe(200);
  }
});
