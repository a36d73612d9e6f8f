/** Posts and comments as the API answers them (docs/product-rules.md §3), shared by the API, pages and islands. */
import type { Locale, PostType, SubscriptionTier } from './enums';

/**
 * The longest comment (product-rules.md §7.1). Here rather than with the schemas, so the comments panel's
 * text field knows it without loading valibot and the schemas before the comments show.
 */
export const COMMENT_MAX = 2000;

export interface CommunityAuthor {
  id: number;
  username: string;
  displayName: string;
  avatarUrl: string | null;
  subscriptionTier: SubscriptionTier;
}

/**
 * A like control shown locked, before any tap (docs/product-rules.md §6: the first own activity
 * unlocks liking and commenting): the attributes and text of the link that takes its place, which
 * leads to creating that activity and is described by the page's note that says why
 * (components/CommunityUnlock.astro). Spread onto the link as they are, to keep the feed's script small.
 */
export interface LikeLock {
  href: string;
  'aria-describedby': string;
  children: string;
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
  /** Whether the viewer follows the author (docs/decisions/028-network.md); the card offers to follow. */
  followsAuthor: boolean;
  /** The activity a question or success story is about, while it is visible. */
  activity: PostActivity | null;
  /** A question's accepted answer (a top comment of the post), or null. */
  acceptedCommentId: number | null;
  /** The language the post is written in. */
  lang: Locale;
  /** A question's title: its own, or an older question's first line; null for other posts. */
  title: string | null;
  /** The first line of a question's accepted answer, cut at a word, for the Q&A list. */
  acceptedPreview: string | null;
}

/** A question offered while another is asked (`GET /api/qa/similar`). */
export interface SimilarQuestion {
  id: number;
  title: string;
}

export interface PostActivity {
  id: number;
  title: string;
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
  /** The question's accepted answer: it comes first and is marked. */
  accepted: boolean;
}

/** The Q&A statistics card (docs/decisions/029-questions-and-discussions.md): visible questions. */
export interface QuestionCounts {
  open: number;
  answered: number;
}
