import { lazy, Suspense, useEffect } from 'react';
import { m } from '~/paraglide/messages.js';
import type { FeedPage, LikeLock } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import type { Actor } from '~/shared/policy';
import type { FeedFilter, QaFilter, QaQuery, QaSort } from '~/shared/schemas/community';
import { apiOnDemand } from '~/islands/api-on-demand';
import { ListFooter } from '~/islands/ListFooter';
import { useCursorPages } from '~/islands/use-cursor-pages';
import PostCard from './PostCard';

// Only when the first page failed: kept out of the first load (docs/architecture.md §12).
const FeedError = lazy(() => import('./FeedError'));

/** Which posts the list pages through: the feed (of one type or hashtag), the Q&A list, an activity's discussions, or one post (its page: nothing more to load). */
export type PostSource =
  | ({ kind: 'feed' } & FeedFilter)
  | { kind: 'qa'; filter?: QaFilter | undefined; sort: QaSort; lang: QaQuery['lang'] }
  | { kind: 'discussions'; activityId: number }
  | { kind: 'post' };

interface Props {
  locale: Locale;
  actor: Actor;
  source: PostSource;
  /** The first page, rendered with the page; null when it could not be loaded. */
  initialPage: FeedPage | null;
  /** What an empty list says, and the action it offers; the page words it for its list. */
  empty: { title: string; body: string; action: string; href: string };
  /** The comments of every card open from the start: a post's own page (docs/decisions/032-notifications.md). */
  commentsOpen?: boolean;
  /** Every card's like shown locked, for a member who may not like yet (src/server/pages/like-lock.ts). */
  likeLock?: LikeLock | undefined;
  /** Back from the create-post page (the page's loader read the marker): the new post is confirmed. */
  posted?: boolean;
}

/** A list of post cards (the feed of "/community", docs/product-rules.md §2; Q&A; an activity's discussions): 20 a page, with its error and empty states. */
export default function CommunityFeed({ locale, actor, source, initialPage, empty, commentsOpen = false, likeLock, posted = false }: Props) {
  const o = { locale };
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.posts,
    query: undefined,
    async fetch(_query, cursor) {
      const { api, readJson } = await apiOnDemand(locale);
      const after = cursor ? { cursor } : {};
      // A post's page arrives whole with the page and never asks for more.
      if (source.kind === 'post') throw new Error('a post page has no further pages');
      if (source.kind === 'discussions')
        return readJson(await api.activities[':id'].discussions.$get({ param: { id: String(source.activityId) }, query: after }));
      // The feed and Q&A take their filters as the query.
      const { kind, ...query } = source;
      return readJson(await (kind === 'qa' ? api.qa : api.posts).$get({ query: { ...after, ...query } }));
    },
  });
  const { items: posts, status } = list;
  // Also the error card's title (FeedError).
  const errorLabel = m.community_feed_error({}, o);

  // Back from the create-post page: the confirmation loads only then.
  useEffect(() => {
    if (posted) void import('./posted-toast').then((toast) => toast.confirmPosted(locale));
  }, [posted, locale]);

  if (status === 'loading' && posts.length === 0) return <FeedSkeleton locale={locale} />;
  if (status === 'error' && posts.length === 0) {
    return (
      <Suspense fallback={null}>
        <FeedError locale={locale} title={errorLabel} onRetry={() => void list.reload()} />
      </Suspense>
    );
  }
  if (posts.length === 0) {
    return (
      <div className="card text-center">
        <p className="font-semibold">{empty.title}</p>
        <p className="mt-1 text-sm prose-text">{empty.body}</p>
        <a className="btn-primary mt-4" href={empty.href}>
          {empty.action}
        </a>
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <ul className="grid gap-5">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard
              locale={locale}
              post={post}
              actor={actor}
              linkActivity={source.kind !== 'discussions'}
              commentsOpen={commentsOpen}
              likeLock={likeLock}
              onDeleted={() => list.remove(post.id)}
            />
          </li>
        ))}
      </ul>
      {status === 'loading' && <FeedSkeleton locale={locale} />}
      <ListFooter list={list} moreLabel={m.community_load_more({}, o)} errorLabel={errorLabel} />
    </div>
  );
}

/** Placeholder cards while posts load (the feed's "loading" state, docs/product-rules.md §2). */
function FeedSkeleton({ locale }: { locale: Locale }) {
  return (
    <ul className="grid gap-5" aria-busy="true" aria-label={m.common_loading({}, { locale })}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, replaced all at once
        <li key={index} className="card grid gap-3">
          <div className="h-10 w-1/3 animate-pulse rounded-xl bg-stone-100 dark:bg-night-sunk" />
          <div className="h-16 animate-pulse rounded-xl bg-stone-100 dark:bg-night-sunk" />
        </li>
      ))}
    </ul>
  );
}
