/** Announced on `window` when the viewer follows or unfollows a member from a post card, so every card of theirs shows it. */
export const FOLLOW_EVENT = 'rudel:follow';

export interface FollowChange {
  authorId: number;
  following: boolean;
}
