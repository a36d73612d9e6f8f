import { describe, expect, it } from 'vitest';
import { activityLimit, can, isPaid, type Actor } from './policy';

const base: Actor = {
  id: 1,
  role: 'user',
  status: 'active',
  tier: 'free',
  isEmailVerified: true,
  subscriptionStatus: null,
  planType: null,
  activityCount: 0,
  suspendedUntil: null,
  twoFactorEnabled: false,
};
const columns = {
  unverified: { ...base, status: 'unverified', isEmailVerified: false },
  verified: { ...base, status: 'verified' },
  free: base,
  pendingPayment: { ...base, status: 'pending_payment' },
  paidMonthly: { ...base, status: 'premium', tier: 'premium', subscriptionStatus: 'active', planType: 'monthly' },
  paidYearly: { ...base, status: 'premium', tier: 'premium', subscriptionStatus: 'trialing', planType: 'yearly' },
  moderator: { ...base, role: 'moderator', twoFactorEnabled: true },
  admin: { ...base, role: 'admin', twoFactorEnabled: true },
  moderatorWithout2fa: { ...base, role: 'moderator' },
  adminWithout2fa: { ...base, role: 'admin' },
} satisfies Record<string, Actor>;
type Column = keyof typeof columns;
const withActivity = (actor: Actor): Actor => ({ ...actor, activityCount: 1 });

/** The permission table (docs/product-rules.md §6) row by row: which columns may, before and after their first own activity. */
function allowed(check: (actor: Actor | null) => boolean) {
  return {
    visitor: check(null),
    ...Object.fromEntries(Object.entries(columns).map(([name, actor]) => [name, [check(actor), check(withActivity(actor))]])),
  };
}

describe('permission table (docs/product-rules.md §6)', () => {
  it('read feed, open activity detail', () => {
    expect(allowed(can.read)).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [true, true],
      free: [true, true],
      pendingPayment: [true, true],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [true, true],
      adminWithout2fa: [true, true],
    });
  });

  it('create activity: up to 5 free, 1 pending_payment, unlimited paid', () => {
    expect(Object.fromEntries(Object.entries(columns).map(([name, actor]) => [name, activityLimit(actor)]))).toEqual({
      unverified: 0,
      verified: 0,
      free: 5,
      pendingPayment: 1,
      paidMonthly: Infinity,
      paidYearly: Infinity,
      moderator: 5,
      admin: 5,
      moderatorWithout2fa: 5,
      adminWithout2fa: 5,
    });
    expect(can.createActivity({ ...base, activityCount: 4 })).toBe(true);
    expect(can.createActivity({ ...base, activityCount: 5 })).toBe(false);
    expect(can.createActivity({ ...columns.pendingPayment, activityCount: 1 })).toBe(false);
    expect(can.createActivity({ ...columns.paidMonthly, activityCount: 500 })).toBe(true);
    expect(can.createActivity(null)).toBe(false);
  });

  it('write post, like: after the first own activity unless paid', () => {
    expect(allowed(can.participate)).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [false, true],
      pendingPayment: [false, true],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [false, true],
      admin: [false, true],
      moderatorWithout2fa: [false, true],
      adminWithout2fa: [false, true],
    });
  });

  it("comment on someone else's post: yearly, or after the first own activity", () => {
    expect(allowed((actor) => can.comment(actor, 999))).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [false, true],
      pendingPayment: [false, true],
      paidMonthly: [false, true],
      paidYearly: [true, true],
      moderator: [false, true],
      admin: [false, true],
      moderatorWithout2fa: [false, true],
      adminWithout2fa: [false, true],
    });
  });

  it("comment on one's own post: always, once active", () => {
    expect(allowed((actor) => can.comment(actor, 1))).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [true, true],
      pendingPayment: [true, true],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [true, true],
      adminWithout2fa: [true, true],
    });
  });

  it('progress, favorites, share: paid only', () => {
    expect(allowed(can.track)).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [false, false],
      pendingPayment: [false, false],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [false, false],
      admin: [false, false],
      moderatorWithout2fa: [false, false],
      adminWithout2fa: [false, false],
    });
  });

  it("edit own content; others' only as moderator or admin", () => {
    expect(allowed((actor) => can.editContent(actor, 1))).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [true, true],
      pendingPayment: [true, true],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [true, true],
      adminWithout2fa: [true, true],
    });
    expect(allowed((actor) => can.editContent(actor, 999))).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [false, false],
      pendingPayment: [false, false],
      paidMonthly: [false, false],
      paidYearly: [false, false],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [false, false],
      adminWithout2fa: [false, false],
    });
  });

  it('user administration: admins with a second factor only', () => {
    const admins = Object.entries(allowed(can.administerUsers)).filter(([, value]) => value === true || (Array.isArray(value) && value[0]));
    expect(admins.map(([name]) => name as Column)).toEqual(['admin']);
  });

  it('moderation queue: moderators and admins with a second factor only', () => {
    expect(allowed(can.moderate)).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [false, false],
      pendingPayment: [false, false],
      paidMonthly: [false, false],
      paidYearly: [false, false],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [false, false],
      adminWithout2fa: [false, false],
    });
  });

  it('a second factor changes nothing else, for members and staff alike', () => {
    const abilities = (actor: Actor) => [
      can.read(actor),
      can.createActivity(actor),
      can.participate(actor),
      can.comment(actor, 999),
      can.track(actor),
      can.editContent(actor, actor.id),
      can.report(actor),
      can.subscribe(actor),
    ];
    for (const actor of Object.values(columns)) {
      for (const counted of [actor, withActivity(actor)])
        expect(abilities({ ...counted, twoFactorEnabled: true })).toEqual(abilities({ ...counted, twoFactorEnabled: false }));
    }
    expect(can.moderate({ ...columns.paidYearly, twoFactorEnabled: true })).toBe(false);
    expect(can.administerUsers({ ...columns.moderator, twoFactorEnabled: true })).toBe(false);
  });
});

describe('isPaid', () => {
  it('needs a live subscription unless the tier was granted without one', () => {
    expect(isPaid({ tier: 'premium', subscriptionStatus: 'past_due' })).toBe(false);
    expect(isPaid({ tier: 'premium', subscriptionStatus: 'canceled' })).toBe(false);
    expect(isPaid({ tier: 'pro', subscriptionStatus: null })).toBe(true);
    expect(isPaid({ tier: 'free', subscriptionStatus: 'active' })).toBe(false);
  });
});

describe('suspension', () => {
  const paid: Actor = { ...base, tier: 'premium', status: 'premium', planType: 'yearly', activityCount: 2 };
  const suspended = (until: number): Actor => ({ ...paid, suspendedUntil: until });

  it('leaves reading and reporting, and refuses every write until it ends', () => {
    const now = Date.now();
    const actor = suspended(now + 60_000);
    expect(can.read(actor)).toBe(true);
    expect(can.report(actor)).toBe(true);
    for (const write of [can.createActivity(actor), can.participate(actor), can.comment(actor, actor.id), can.track(actor), can.editContent(actor, actor.id)])
      expect(write).toBe(false);
    const over = suspended(now - 1);
    expect([can.createActivity(over), can.participate(over), can.comment(over, 99), can.track(over), can.editContent(over, over.id)]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("takes staff powers from suspended moderators and admins: no queue, no one else's content, no accounts", () => {
    const until = Date.now() + 60_000;
    for (const staff of [columns.moderator, columns.admin]) {
      const actor = { ...staff, suspendedUntil: until };
      expect([can.moderate(actor), can.editContent(actor, 999), can.administerUsers(actor)]).toEqual([false, false, false]);
    }
  });

  it('lets moderators and admins work the queue', () => {
    expect(can.moderate(columns.moderator)).toBe(true);
    expect(can.moderate(columns.admin)).toBe(true);
    expect(can.moderate(base)).toBe(false);
    expect(can.moderate(null)).toBe(false);
  });
});

describe('dogs (docs/decisions/022-dogs.md)', () => {
  it('dog profiles: every active member keeps them, a suspended one only sees them', () => {
    expect(allowed(can.seeDogs)).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [true, true],
      pendingPayment: [true, true],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [true, true],
      adminWithout2fa: [true, true],
    });
    expect(allowed(can.keepDogs)).toEqual({
      visitor: false,
      unverified: [false, false],
      verified: [false, false],
      free: [true, true],
      pendingPayment: [true, true],
      paidMonthly: [true, true],
      paidYearly: [true, true],
      moderator: [true, true],
      admin: [true, true],
      moderatorWithout2fa: [true, true],
      adminWithout2fa: [true, true],
    });
    const suspended = { ...columns.paidYearly, suspendedUntil: Date.now() + 60_000 };
    expect([can.seeDogs(suspended), can.keepDogs(suspended)]).toEqual([true, false]);
  });

  // Written out by hand, independent of the rule: [who, member paid, another owner paid, member's state] → may track.
  const paid = columns.paidMonthly;
  const unpaid = columns.free;
  const states = {
    active: (actor: Actor): Actor => actor,
    suspended: (actor: Actor): Actor => ({ ...actor, suspendedUntil: Date.now() + 60_000 }),
    inactive: (actor: Actor): Actor => ({ ...actor, status: 'verified' }),
    unverified: (actor: Actor): Actor => ({ ...actor, status: 'unverified', isEmailVerified: false }),
  };
  type Who = 'creator' | 'coOwner' | 'stranger';
  const table: Array<[Who, boolean, boolean, keyof typeof states, boolean]> = [
    ['creator', true, true, 'active', true],
    ['creator', true, false, 'active', true],
    ['creator', false, true, 'active', true],
    ['creator', false, false, 'active', false],
    ['coOwner', true, true, 'active', true],
    ['coOwner', true, false, 'active', true],
    ['coOwner', false, true, 'active', true],
    ['coOwner', false, false, 'active', false],
    ['stranger', true, true, 'active', false],
    ['stranger', true, false, 'active', false],
    ['stranger', false, true, 'active', false],
    ['stranger', false, false, 'active', false],
  ];
  for (const state of ['suspended', 'inactive', 'unverified'] as const) {
    for (const who of ['creator', 'coOwner', 'stranger'] as const) {
      for (const self of [true, false]) for (const other of [true, false]) table.push([who, self, other, state, false]);
    }
  }

  it.each(table)('track: %s, paid %s, another owner paid %s, %s → %s', (who, selfPaid, otherPaid, state, expected) => {
    const actor = states[state](selfPaid ? paid : unpaid);
    // The creator and a co-owner are both owners: the rule does not tell them apart.
    expect(can.trackDog(actor, { isOwner: who !== 'stranger', otherOwnerPaid: otherPaid })).toBe(expected);
  });

  it('track: a paid owner whose subscription lapsed counts as unpaid, a granted tier as paid', () => {
    expect(can.trackDog({ ...paid, subscriptionStatus: 'past_due' }, { isOwner: true, otherOwnerPaid: false })).toBe(false);
    expect(can.trackDog({ ...unpaid, tier: 'professional', status: 'premium' }, { isOwner: true, otherOwnerPaid: false })).toBe(true);
    expect(can.trackDog(null, { isOwner: true, otherOwnerPaid: true })).toBe(false);
  });
});
