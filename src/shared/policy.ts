/**
 * The permission policy of docs/product-rules.md §6, one pure module for server and islands. The API enforces
 * it on every route; islands use it only to show or hide controls.
 */
import { FREE_ACTIVITY_LIMIT, PENDING_PAYMENT_ACTIVITY_LIMIT } from './activity-limits';
import type { PlanType, Role, SubscriptionTier, UserStatus } from './enums';

/** What the policy needs to know about the acting user; `null` is a visitor. */
export interface Actor {
  id: number;
  role: Role;
  status: UserStatus;
  tier: SubscriptionTier | 'pro';
  isEmailVerified: boolean;
  /** Status of the latest payment-provider subscription; null when the tier was granted without one. */
  subscriptionStatus: string | null;
  planType: PlanType | null;
  /** Number of own activities. */
  activityCount: number;
  /** Epoch ms until which a moderator suspended the member (reads only); null when not suspended. */
  suspendedUntil: number | null;
  /** Has a confirmed second factor; staff work only with one (docs/decisions/014-sign-in-hardening.md). */
  twoFactorEnabled: boolean;
}

/** The subscription states that keep a paid tier paid (a query on the tables reads them as `isPaid` does). */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;
const LIVE_SUBSCRIPTION = new Set<string>(LIVE_SUBSCRIPTION_STATUSES);

/** `pro` appears in docs/product-rules.md §5.2 and is read as `professional`. */
export const normaliseTier = (tier: SubscriptionTier | 'pro'): SubscriptionTier => (tier === 'pro' ? 'professional' : tier);

/**
 * Paid: a premium or professional tier backed by a live subscription. A tier granted by an admin
 * (no subscription at all) counts as paid too; a cancelled or failed one does not.
 */
export function isPaid(actor: Pick<Actor, 'tier' | 'subscriptionStatus'>): boolean {
  const tier = normaliseTier(actor.tier);
  if (tier === 'free') return false;
  return actor.subscriptionStatus === null || LIVE_SUBSCRIPTION.has(actor.subscriptionStatus);
}

/** A trainer who may write courses: the professional tier, paid (a published course shows them with a badge, docs/decisions/044-courses.md). */
export const isTrainer = (actor: Pick<Actor, 'tier' | 'subscriptionStatus'>) => isProfessional(actor) && isPaid(actor);

/**
 * What an offer of Premium may say to the actor (docs/product-rules.md §5.4): nothing to a member
 * whose plan already gives it, the free trial to anyone who never subscribed (visitors included:
 * a new account gets it), the plain offer to a member whose trial is used up.
 */
export type PremiumOffer = 'none' | 'trial' | 'subscribe';

export function premiumOffer(actor: Pick<Actor, 'tier' | 'subscriptionStatus'> | null): PremiumOffer {
  if (actor && isPaid(actor)) return 'none';
  return actor?.subscriptionStatus ? 'subscribe' : 'trial';
}

/** Logged in with a confirmed email address. */
export const isMember = (actor: Actor | null): actor is Actor => actor?.isEmailVerified === true && actor.status !== 'unverified';

/** A member who has accepted the disclaimer (every status after `verified`). */
const isActive = (actor: Actor | null): actor is Actor => isMember(actor) && actor.status !== 'verified';

/** Suspended by a moderator: the member reads, but writes nothing until `suspendedUntil`. */
export const isSuspended = (actor: Actor | null, now = Date.now()) => actor !== null && actor.suspendedUntil !== null && actor.suspendedUntil > now;

/** May write content: active and not suspended. */
const mayWrite = (actor: Actor | null): actor is Actor => isActive(actor) && !isSuspended(actor);

/** In the professional tier: a trainer, approved by an admin (docs/decisions/045-trainer-applications.md). */
export const isProfessional = (actor: Pick<Actor, 'tier'>) => normaliseTier(actor.tier) === 'professional';

export const isYearly = (actor: Actor) => isPaid(actor) && actor.planType === 'yearly';
export const isModerator = (actor: Actor | null) => actor !== null && (actor.role === 'moderator' || actor.role === 'admin');
export const isAdmin = (actor: Actor | null) => actor !== null && actor.role === 'admin';
/** Moderators and admins: only an admin warns or suspends them (decision 016). */
export const isStaffRole = (role: Role) => role === 'moderator' || role === 'admin';

/** How many own activities the actor may have (docs/product-rules.md §7.2). */
export function activityLimit(actor: Actor | null): number {
  if (!isActive(actor)) return 0;
  if (isPaid(actor)) return Number.POSITIVE_INFINITY;
  return actor.status === 'pending_payment' ? PENDING_PAYMENT_ACTIVITY_LIMIT : FREE_ACTIVITY_LIMIT;
}

/**
 * What the dog rule needs to know about a dog, from the actor's side: whether they own it, and
 * whether any of its other owners is paid (premium covers the dog for the whole household).
 */
export interface DogStanding {
  isOwner: boolean;
  otherOwnerPaid: boolean;
}

/**
 * Staff powers over other people's content, reports and accounts: a moderator or admin with a
 * second factor (decision 014) who is not suspended.
 */
const hasStaffPowers = (actor: Actor | null): actor is Actor => isModerator(actor) && actor?.twoFactorEnabled === true && !isSuspended(actor);

export const can = {
  /** Read the feed, open activity details. */
  read: (actor: Actor | null) => isMember(actor),
  createActivity: (actor: Actor | null) => mayWrite(actor) && actor.activityCount < activityLimit(actor),
  /** Write posts and like: paid, or unlocked by the first own activity. */
  participate: (actor: Actor | null) => mayWrite(actor) && (isPaid(actor) || actor.activityCount > 0),
  /** Comment on a post one wrote, with a yearly plan, or after the first own activity (docs/product-rules.md §6). */
  comment: (actor: Actor | null, postAuthorId: number) => mayWrite(actor) && (actor.id === postAuthorId || isYearly(actor) || actor.activityCount > 0),
  /** Progress, favorites and sharing. */
  track: (actor: Actor | null) => mayWrite(actor) && isPaid(actor),
  /** Edit or delete content: one's own, or anyone's for moderators and admins with staff powers. */
  editContent: (actor: Actor | null, authorId: number) => mayWrite(actor) && (actor.id === authorId || hasStaffPowers(actor)),
  /** Upload an image: a verified email is enough; attaching it needs the ability for that thing (docs/product-rules.md §6). */
  uploadImage: (actor: Actor | null) => actor?.isEmailVerified === true,
  /** Report a post, comment or activity (reading is enough: abuse must be reportable). */
  report: (actor: Actor | null) => isActive(actor),
  /** Work the moderation queue and manage every member's activities: staff with staff powers. */
  moderate: (actor: Actor | null) => isActive(actor) && hasStaffPowers(actor),
  /** Administer accounts: admins with a second factor, not while suspended (so never lifting their own suspension). */
  administerUsers: (actor: Actor | null) => isActive(actor) && isAdmin(actor) && hasStaffPowers(actor),
  /** See one's own dogs: every active member (a suspended one too; nobody else ever sees them). */
  seeDogs: (actor: Actor | null) => isActive(actor),
  /** Add, edit, share and remove dogs: free for every active member who is not suspended. */
  keepDogs: (actor: Actor | null) => mayWrite(actor),
  /**
   * Track a dog's progress (docs/decisions/022-dogs.md): an owner of the dog, when they or any
   * other owner is paid.
   */
  trackDog: (actor: Actor | null, dog: DogStanding) => mayWrite(actor) && dog.isOwner && (isPaid(actor) || dog.otherOwnerPaid),
  /** Start, change or end a subscription. */
  subscribe: (actor: Actor | null) => isActive(actor),
};

/*
 * Abilities only the server asks about (routes, services, page loaders), kept out of `can`: every
 * island that shows or hides a control loads `can`, and these would only weigh on its first load.
 */
/**
 * Turn the daily training reminder on (docs/decisions/047-training-reminder.md): it is about a
 * dog's day of training, so the member needs a dog they may track. Turning it off needs only
 * `keepDogs`, so a member who lost the journal can still silence it.
 */
export const mayRemindTraining = (actor: Actor | null, dogs: readonly { mayTrack: boolean }[]) => mayWrite(actor) && dogs.some((dog) => dog.mayTrack);

/** Apply to become a trainer: an active member who is not suspended (whether one is already pending, the service decides). */
export const mayApplyAsTrainer = (actor: Actor | null) => mayWrite(actor);

/**
 * Write, publish and archive courses (docs/decisions/044-courses.md): the paid professional tier
 * (a trainer), or an admin with staff powers. Whose course it is, the service decides.
 */
export const mayWriteCourse = (actor: Actor | null) => mayWrite(actor) && (isTrainer(actor) || (isAdmin(actor) && hasStaffPowers(actor)));

/**
 * See the community highscore (docs/decisions/051-highscore.md): it unlocks like liking does, with a
 * paid plan or the first own activity (docs/product-rules.md §6), but it is reading, so a suspended
 * member keeps it.
 */
export const mayViewHighscore = (actor: Actor | null) => isActive(actor) && (isPaid(actor) || actor.activityCount > 0);
