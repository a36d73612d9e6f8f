/**
 * Users in every state of docs/product-rules.md §6, for tests. Each call makes a new, unique user.
 */
import type { Db } from '~/server/db/client';
import { subscriptions, totpCredentials, users, type NewUser, type User } from '~/server/db/schema';
import { hashPassword } from '~/server/auth/password';
import { usernameFields } from '~/server/services/usernames';

export const USER_STATES = ['unverified', 'verified', 'free', 'pendingPayment', 'paidMonthly', 'paidYearly', 'professional', 'moderator', 'admin'] as const;
export type UserState = (typeof USER_STATES)[number];

export const FACTORY_PASSWORD = 'Factory-Pass-1';
/** The base32 TOTP secret of every factory user with a second factor. */
export const FACTORY_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let cachedHash: Promise<string> | undefined;
let sequence = 0;

const stateFields: Record<UserState, Partial<NewUser>> = {
  unverified: { status: 'unverified', isEmailVerified: false },
  verified: { status: 'verified' },
  free: { status: 'active', acceptedDisclaimer: true },
  pendingPayment: { status: 'pending_payment', acceptedDisclaimer: true },
  paidMonthly: { status: 'premium', subscriptionTier: 'premium', acceptedDisclaimer: true },
  paidYearly: { status: 'premium', subscriptionTier: 'premium', acceptedDisclaimer: true },
  professional: { status: 'premium', subscriptionTier: 'professional', acceptedDisclaimer: true },
  moderator: { status: 'active', role: 'moderator', acceptedDisclaimer: true },
  admin: { status: 'active', role: 'admin', acceptedDisclaimer: true },
};

/** Staff work only with a second factor, so staff states get one unless `twoFactor: false` is asked for. */
const STAFF_STATES: readonly UserState[] = ['moderator', 'admin'];

export interface CreateUserOptions {
  /** Enroll a confirmed TOTP second factor (secret FACTORY_TOTP_SECRET); defaults to true for staff only. */
  twoFactor?: boolean;
}

export async function createUser(db: Db, state: UserState = 'free', overrides: Partial<NewUser> = {}, options: CreateUserOptions = {}): Promise<User> {
  sequence += 1;
  const username = overrides.username ?? `${state.toLowerCase()}_${sequence}_${crypto.randomUUID().slice(0, 6)}`;
  cachedHash ??= hashPassword(FACTORY_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      ...usernameFields(username),
      displayName: username,
      email: `${username}@example.test`,
      firstName: 'Test',
      lastName: 'Nutzer',
      isEmailVerified: true,
      passwordHash: await cachedHash,
      ...stateFields[state],
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('factory: user was not created');
  if (state === 'paidMonthly' || state === 'paidYearly') {
    const planType = state === 'paidYearly' ? 'yearly' : 'monthly';
    await db.insert(subscriptions).values({
      userId: user.id,
      stripeSubscriptionId: `sub_test_${user.id}`,
      stripePriceId: `price_test_${planType}`,
      planType,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
  }
  if (options.twoFactor ?? STAFF_STATES.includes(state)) {
    await db.insert(totpCredentials).values({ userId: user.id, secret: FACTORY_TOTP_SECRET, enabledAt: new Date() });
  }
  return user;
}

/** Overrides for a member whose reports count toward hiding (decision 016): an old account with an activity of its own. */
export const establishedMember = (): Partial<NewUser> => ({ createdAt: new Date(Date.now() - 30 * 86_400_000), activitiesCreated: 1 });
