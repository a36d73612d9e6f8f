/** Member pages and the network as the API answers them (docs/decisions/028-network.md), shared by the API and the pages. */
import type { PostType } from './enums';

/** How a member appears in lists: followers, following, suggestions, the network feed. */
export interface MemberSummary {
  id: number;
  username: string;
  displayName: string;
  avatarUrl: string | null;
}

/** Public figures of a member page. */
export interface MemberStats {
  activitiesCreated: number;
  /** Activities one of the member's dogs has mastered, each counted once; null for others when the member does not share milestones. */
  activitiesMastered: number | null;
  posts: number;
  followers: number;
  following: number;
}

export interface MemberActivity {
  id: number;
  title: string;
  description: string;
  createdAt: string;
}

export interface MemberPost {
  id: number;
  type: PostType;
  content: string;
  createdAt: string;
}

/** The viewer's relations to the member (all false on one's own page). */
export interface MemberRelations {
  isSelf: boolean;
  following: boolean;
  muted: boolean;
  blocked: boolean;
}

/** A dog its owner shows on their member page (docs/decisions/052-finding-people.md). */
export interface MemberDog {
  id: number;
  name: string;
  /** Null when the owner gave none. */
  breed: string | null;
  photoUrl: string | null;
}

/** `GET /api/members/{username}`. */
export interface MemberProfile extends MemberSummary {
  bio: string;
  /** Null when the member gave none. */
  location: string | null;
  memberSince: string;
  isPremium: boolean;
  /** In the professional tier: shows the trainer badge (docs/decisions/045-trainer-applications.md). */
  isTrainer: boolean;
  stats: MemberStats;
  /** The newest few of each; `MEMBER_LIST_SIZE` bounds them. */
  activities: MemberActivity[];
  posts: MemberPost[];
  /** The member's dogs when they chose to show them, else empty; at most `MEMBER_DOGS_SHOWN`. */
  dogs: MemberDog[];
  viewer: MemberRelations;
}

/** `GET /api/members/{username}/followers` and `/following`. */
export interface MemberPage {
  members: MemberSummary[];
  nextCursor: string | null;
}

/**
 * Why a member is suggested, in the order suggestions are offered (docs/decisions/052-finding-people.md):
 * their dogs train the same activities, they have a dog of the same breed or live in the same place
 * (and were active lately), or many members follow them.
 */
export const SUGGESTION_REASONS = ['training', 'breed', 'place', 'popular'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** A suggested member and why. */
export interface MemberSuggestion extends MemberSummary {
  reason: SuggestionReason;
}

/** `GET /api/network/suggestions`. */
export interface SuggestionList {
  members: MemberSuggestion[];
}

/** One entry of the network feed: a new activity, a post, or a dog's mastered activity. */
export type NetworkItem =
  | { kind: 'activity'; at: string; member: MemberSummary; activity: { id: number; title: string; description: string } }
  | { kind: 'post'; at: string; member: MemberSummary; post: MemberPost }
  | { kind: 'milestone'; at: string; member: MemberSummary; milestone: { dogName: string; activityId: number; activityTitle: string } };

/** `GET /api/network/feed`. */
export interface NetworkFeedPage {
  items: NetworkItem[];
  nextCursor: string | null;
}

/** How many activities and posts a member page lists. */
export const MEMBER_LIST_SIZE = 6;
/** Members a list page holds. */
export const MEMBER_PAGE_SIZE = 20;
/** Entries of a network feed page. */
export const NETWORK_FEED_PAGE_SIZE = 20;
/** Suggestions the network page offers. */
export const SUGGESTIONS = 5;
/** Dogs a member page shows at most. */
export const MEMBER_DOGS_SHOWN = 6;
