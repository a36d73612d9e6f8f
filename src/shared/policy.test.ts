import { describe, expect, it } from 'vitest';
import { activityLimit, can, isPaid, mayViewHighscore, mayWriteCourse, premiumOffer, type Actor } from './policy';
import { actorWith } from './test-actor';

const base = actorWith();
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
const withActivity = (actor: Actor): Actor => ({ ...actor, activityCount: 1 });

/** What a rule answers for each column, before and after the column's first own activity. */
function allowed(check: (actor: Actor | null) => boolean) {
  return {
    visitor: check(null),
    ...Object.fromEntries(Object.entries(columns).map(([name, actor]) => [name, [check(actor), check(withActivity(actor))]])),
  };
}

/** A cell of the table: may (`yes`), may not (`no`), or may after the first own activity (`1st`). */
const CELLS = { yes: [true, true], no: [false, false], '1st': [false, true] } as const;

/**
 * The permission table (docs/product-rules.md §6) row by row, its cells in the order of `columns`:
 * unverified, verified, free, pendingPayment, paidMonthly, paidYearly, moderator, admin,
 * moderatorWithout2fa, adminWithout2fa. Visitors may nothing.
 */
const permissionTable: Array<[row: string, check: (actor: Actor | null) => boolean, cells: string]> = [
  ['read feed, open activity detail', can.read, 'no  yes yes yes yes yes yes yes yes yes'],
  ['write post, like: after the first own activity unless paid', can.participate, 'no  no  1st 1st yes yes 1st 1st 1st 1st'],
  ['see the highscore: unlocked like liking (docs/decisions/051-highscore.md)', mayViewHighscore, 'no  no  1st 1st yes yes 1st 1st 1st 1st'],
  ["comment on someone else's post: yearly, or after the first own activity", (actor) => can.comment(actor, 999), 'no  no  1st 1st 1st yes 1st 1st 1st 1st'],
  ["comment on one's own post: always, once active", (actor) => can.comment(actor, 1), 'no  no  yes yes yes yes yes yes yes yes'],
  ['upload an image: a verified email', can.uploadImage, 'no  yes yes yes yes yes yes yes yes yes'],
  ['progress, favorites, share: paid only', can.track, 'no  no  no  no  yes yes no  no  no  no '],
  ['edit own content', (actor) => can.editContent(actor, 1), 'no  no  yes yes yes yes yes yes yes yes'],
  ["edit others' content: moderators and admins with a second factor only", (actor) => can.editContent(actor, 999), 'no  no  no  no  no  no  yes yes no  no '],
  ['user administration: admins with a second factor only', can.administerUsers, 'no  no  no  no  no  no  no  yes no  no '],
  ['moderation queue: moderators and admins with a second factor only', can.moderate, 'no  no  no  no  no  no  yes yes no  no '],
  ['dog profiles, seeing them: every active member (docs/decisions/022-dogs.md)', can.seeDogs, 'no  no  yes yes yes yes yes yes yes yes'],
  ['dog profiles, keeping them: every active member', can.keepDogs, 'no  no  yes yes yes yes yes yes yes yes'],
];

describe('permission table (docs/product-rules.md §6)', () => {
  it.each(permissionTable)('%s', (_row, check, cells) => {
    const names = Object.keys(columns);
    const expected = Object.fromEntries(
      cells
        .trim()
        .split(/\s+/)
        .map((cell, index) => [names[index], CELLS[cell as keyof typeof CELLS]]),
    );
    expect(allowed(check)).toEqual({ visitor: false, ...expected });
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

describe('premiumOffer', () => {
  it('offers nothing to the paid, the trial to whoever never subscribed, the plain plan after a trial', () => {
    expect(premiumOffer({ tier: 'premium', subscriptionStatus: 'trialing' })).toBe('none');
    expect(premiumOffer({ tier: 'professional', subscriptionStatus: null })).toBe('none');
    expect(premiumOffer(null)).toBe('trial');
    expect(premiumOffer({ tier: 'free', subscriptionStatus: null })).toBe('trial');
    expect(premiumOffer({ tier: 'free', subscriptionStatus: 'canceled' })).toBe('subscribe');
    expect(premiumOffer({ tier: 'premium', subscriptionStatus: 'past_due' })).toBe('subscribe');
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
  it('dog profiles: a suspended member only sees them', () => {
    const suspended = { ...columns.paidYearly, suspendedUntil: Date.now() + 60_000 };
    expect([can.seeDogs(suspended), can.keepDogs(suspended)]).toEqual([true, false]);
    // The highscore is reading: a suspension does not lock it.
    expect(mayViewHighscore(suspended)).toBe(true);
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

describe('courses (docs/decisions/044-courses.md)', () => {
  const professional: Actor = { ...base, status: 'premium', tier: 'professional', subscriptionStatus: null };

  it('write a course: the paid professional tier and admins with a second factor, nobody else', () => {
    expect(allowed(mayWriteCourse)).toEqual({
      visitor: false,
      ...Object.fromEntries(Object.keys(columns).map((name) => [name, CELLS[name === 'admin' ? 'yes' : 'no']])),
    });
    expect(mayWriteCourse(professional)).toBe(true);
    expect(mayWriteCourse({ ...professional, tier: 'pro' })).toBe(true);
  });

  it('write a course: not with a lapsed subscription, nor while suspended', () => {
    expect(mayWriteCourse({ ...professional, subscriptionStatus: 'active' })).toBe(true);
    expect(mayWriteCourse({ ...professional, subscriptionStatus: 'canceled' })).toBe(false);
    expect(mayWriteCourse({ ...professional, suspendedUntil: Date.now() + 60_000 })).toBe(false);
    expect(mayWriteCourse({ ...columns.admin, suspendedUntil: Date.now() + 60_000 })).toBe(false);
  });
});
