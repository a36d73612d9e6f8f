/** Activities as the API answers them (docs/product-rules.md §3), shared by the API, the pages and the islands. */
import type { ActivityKind } from './activity-kind';
import type { ActivityLocation, Difficulty, Locale } from './enums';

export interface ActivityAuthor {
  id: number;
  displayName: string;
  username: string;
  avatarUrl: string | null;
}

/** One card of the list. */
export interface ActivitySummary {
  id: number;
  lang: Locale;
  title: string;
  description: string;
  difficulty: Difficulty;
  duration: number;
  location: ActivityLocation;
  tags: string[];
  /** What its illustration shows while it has no picture: the author's choice or derived from its words. */
  kind: ActivityKind;
  /** The first picture's thumbnail URL. */
  thumbnail: string | null;
  likes: number;
  completions: number;
  views: number;
  isOfficial: boolean;
  createdAt: string;
  authorId: number;
  author: ActivityAuthor;
}

export interface ActivityImage {
  thumbnail: string;
  medium: string;
  width: number;
  height: number;
}

export interface ActivityProgressFlags {
  tried: boolean;
  mastered: boolean;
  favorite: boolean;
}

/** The detail page: everything, plus what the viewer has done with it. */
export interface ActivityDetail extends ActivitySummary {
  content: string;
  /** The illustration its author chose; null when it is derived. */
  chosenKind: ActivityKind | null;
  /** Medium-size picture URLs, as docs/product-rules.md §3 lists them; `pictures` has both sizes and the pixel size. */
  images: string[];
  pictures: ActivityImage[];
  videoUrl: string | null;
  isApproved: boolean;
  updatedAt: string;
  viewer: { isLiked: boolean; progress: ActivityProgressFlags | null };
}

export interface ActivityPage {
  activities: ActivitySummary[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
