import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { subscriptions } from '~/server/db/schema';
import { createUser, USER_STATES } from '../factories/users';

describe('user factory', () => {
  it('makes a distinct user in every state of the permission table', async () => {
    const db = getDb(env.DB);
    const made = await Promise.all(USER_STATES.map((state) => createUser(db, state)));
    expect(new Set(made.map((u) => u.email)).size).toBe(USER_STATES.length);
    const byState = Object.fromEntries(USER_STATES.map((state, i) => [state, made[i]]));
    expect(byState.unverified).toMatchObject({ status: 'unverified', isEmailVerified: false });
    expect(byState.verified).toMatchObject({ status: 'verified', acceptedDisclaimer: false });
    expect(byState.admin).toMatchObject({ role: 'admin' });
    const yearly = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, byState.paidYearly?.id ?? 0));
    expect(yearly[0]).toMatchObject({ planType: 'yearly', status: 'active' });
  });
});
