/** Posts and comments as the API answers them (docs/product-rules.md §3), shared by the API, pages and islands. */
import type { PostType, SubscriptionTier } from './enums';

export interface CommunityAuthor {
  id: number;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  subscriptionTier: SubscriptionTier;
}

export interface PostView {
  id: number;
  content: string;
  type: PostType;
  imageUrl: string | null;
  likes: number;
  commentsCount: number;
  createdAt: string;
  /** Set once the post was edited; the card then shows 'bearbeitet'. */
  editedAt: string | null;
  authorId: number;
  author: CommunityAuthor;
  /** The viewer's like (loaded from the server for members, docs/product-rules.md §8). */
  isLiked: boolean;
}

export interface FeedPage {
  posts: PostView[];
  nextCursor: string | null;
}

export interface CommentView {
  id: number;
  postId: number;
  parentId: number | null;
  content: string;
  authorId: number;
  author: CommunityAuthor;
  likes: number;
  isLiked: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A top comment with its replies, oldest first; replies have none of their own (one level, docs/product-rules.md §7.5). */
export interface CommentThread extends CommentView {
  replies: CommentView[];
}
