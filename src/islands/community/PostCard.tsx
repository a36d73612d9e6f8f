import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import { HEART } from '~/shared/icon-shapes/heart';
import { Icon } from '~/islands/Icon';
import type { LikeLock, PostView } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import type { Actor } from '~/shared/policy';
import { activityPath, memberPath, postPath } from '~/shared/card-paths';
import { fullDate, relativeTime } from '~/shared/relative-time';
import Avatar from '~/islands/Avatar';
import { FOLLOW_EVENT, type FollowChange } from './follow-event';
import { postTypeLabel } from '~/shared/labels/community';
import RichText from './RichText';

// Comments and the ⋯ menu load with their own code only when a member opens them (keeps the
// feed's first load within the island-page budget, docs/architecture.md §3 and §12).
const CommentsPanel = lazy(() => import('./CommentsPanel'));
const PostMenu = lazy(() => import('./PostMenu'));

/** The action row's buttons: a 44 px touch target, narrow enough that like, comments and ⋯ share one line at 390 px. */
const ACTION = 'min-h-11 px-3';

interface Props {
  locale: Locale;
  post: PostView;
  actor: Actor;
  /** Links the activity the post is about (not on that activity's own page). */
  linkActivity?: boolean;
  /** On the post's own page the comments are open from the start. */
  commentsOpen?: boolean;
  /** The like shown locked with why, for a member who may not like yet. */
  likeLock?: LikeLock | undefined;
  onDeleted(): void;
}

/** One post of the feed ("Post card", docs/product-rules.md §2): author, type, time, text, picture, and one row for like, comments and the ⋯ menu. */
export default function PostCard({ locale, post: initial, actor, linkActivity = true, commentsOpen: openAtFirst = false, likeLock, onDeleted }: Props) {
  const o = { locale };
  const [post, setPost] = useState(initial);
  const [commentsOpen, setCommentsOpen] = useState(false);
  // Opened once hydrated, not while rendered on the server: the lazy panel there would stream React's
  // inline reveal scripts, which the Content-Security-Policy (rightly) blocks.
  useEffect(() => {
    if (openAtFirst) setCommentsOpen(true);
  }, [openAtFirst]);
  const [menu, setMenu] = useState<'unused' | 'open' | 'closed'>('unused');
  const closeMenu = useCallback(() => setMenu('closed'), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const own = post.authorId === actor.id;
  // Heads a question's accepted answer here and in its comments (CommentsPanel), so its text loads once.
  const acceptedLabel = m.comment_accepted({}, o);

  // A follow from another card of the same author shows here too.
  useEffect(() => {
    const sync = (event: Event) => {
      const { authorId, following } = (event as CustomEvent<FollowChange>).detail;
      if (authorId === post.authorId) setPost((current) => ({ ...current, followsAuthor: following }));
    };
    window.addEventListener(FOLLOW_EVENT, sync);
    return () => window.removeEventListener(FOLLOW_EVENT, sync);
  }, [post.authorId]);

  /** Runs a button's action, whose code loads with the first click, and applies what changed. */
  async function act(action: 'like' | 'follow') {
    const changes = await (await import('./post-actions'))[action](locale, actor, post);
    if (changes) setPost((current) => ({ ...current, ...changes }));
  }

  return (
    <article className="card grid gap-3" aria-labelledby={`post-${post.id}-author`}>
      <header className="flex flex-wrap items-start gap-3">
        <Avatar author={post.author} />
        <div className="min-w-40 flex-1">
          <p id={`post-${post.id}-author`} className="break-words font-semibold">
            <a className="hover:underline" href={memberPath(post.author.username, locale)}>
              {post.author.displayName}
            </a>
            {/* An author's tier follows their payments (docs/product-rules.md §5.5): a paid tier is a paying member. */}
            {post.author.subscriptionTier !== 'free' && (
              <span className="ml-2 whitespace-nowrap rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{m.community_premium_badge({}, o)}</span>
            )}
          </p>
          <p className="text-xs text-ink-muted dark:text-stone-400">
            <span className="whitespace-nowrap rounded-full border border-stone-300 px-2 py-0.5 dark:border-night-line">
              {postTypeLabel(post.type, locale)}
            </span>{' '}
            <time className="whitespace-nowrap" dateTime={post.createdAt} title={fullDate(post.createdAt, locale)}>
              {relativeTime(post.createdAt, Date.now(), locale, m.post_time_minutes({}, o))}
            </time>
            {post.editedAt && ` · ${m.post_edited({}, o)}`}
            {post.acceptedCommentId !== null && (
              <span className="ml-2 whitespace-nowrap rounded-full bg-brand-100 px-2 py-0.5 text-brand-900">✓ {m.post_answered({}, o)}</span>
            )}
          </p>
        </div>
      </header>
      {post.title && (
        <h2 className="break-words text-lg font-semibold">
          {/* A block: a title that wraps stays one target, never a last word too small to tap (WCAG 2.2 target size). */}
          <a className="block hover:underline" href={postPath(post.id, locale)}>
            {post.title}
          </a>
        </h2>
      )}
      <RichText text={post.content} locale={locale} className="prose-text" />
      {post.acceptedPreview && (
        <p className="break-words rounded-xl bg-brand-50 p-3 text-sm text-brand-900 dark:(bg-brand-900 text-brand-50)">
          <strong>✓ {acceptedLabel}:</strong> {post.acceptedPreview}
        </p>
      )}
      {post.activity && linkActivity && (
        <a className="link text-sm" href={activityPath(post.activity.id, locale)}>
          {m.post_activity_link({ title: post.activity.title }, o)}
        </a>
      )}
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          alt={m.post_image_alt({ name: post.author.displayName }, o)}
          loading="lazy"
          decoding="async"
          className="max-h-64 w-full rounded-xl object-cover"
        />
      )}
      {/* One row on a phone too: like and comments may wrap between themselves (the locked like is longer), the ⋯ stays at the row's end. */}
      <div className="flex items-start gap-1.5 text-sm">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          {likeLock ? (
            <>
              <a className={`btn-ghost border-dashed ${ACTION}`} {...likeLock} />
              <span className="text-ink-muted dark:text-stone-400">{m.post_likes({ count: post.likes }, o)}</span>
            </>
          ) : (
            <button
              type="button"
              className={`${post.isLiked ? 'btn-primary' : 'btn-ghost'} ${ACTION}`}
              aria-pressed={post.isLiked}
              onClick={() => void act('like')}
            >
              <Icon shape={HEART} filled={post.isLiked} />
              <span className="sr-only">{m.post_like({}, o)}: </span>
              {m.post_likes({ count: post.likes }, o)}
            </button>
          )}
          <button type="button" className={`btn-ghost ${ACTION}`} aria-expanded={commentsOpen} onClick={() => setCommentsOpen(!commentsOpen)}>
            {m.post_replies_count({ count: post.commentsCount, kind: post.type }, o)}
          </button>
        </div>
        <div className="relative shrink-0">
          <button
            ref={menuButton}
            id={`post-${post.id}-menu`}
            type="button"
            className="btn-ghost min-h-11 min-w-11 px-2"
            aria-label={m.post_menu({}, o)}
            aria-haspopup="menu"
            aria-expanded={menu === 'open'}
            onClick={() => setMenu(menu === 'open' ? 'closed' : 'open')}
          >
            ⋯
          </button>
          {menu !== 'unused' && (
            <Suspense fallback={null}>
              <PostMenu
                locale={locale}
                post={post}
                own={own}
                open={menu === 'open'}
                trigger={menuButton}
                onClose={closeMenu}
                onFollow={() => void act('follow')}
                onSaved={(changes) => setPost({ ...post, ...changes })}
                onDeleted={onDeleted}
              />
            </Suspense>
          )}
        </div>
      </div>
      {commentsOpen && (
        <Suspense fallback={<div className="h-12 animate-pulse rounded-xl bg-stone-100 dark:bg-night-sunk" />}>
          <CommentsPanel
            locale={locale}
            postId={post.id}
            postAuthorId={post.authorId}
            acceptedLabel={post.type === 'question' ? acceptedLabel : null}
            onAccepted={(acceptedCommentId) => setPost((current) => ({ ...current, acceptedCommentId, acceptedPreview: null }))}
            actor={actor}
            onCountChange={(delta) => setPost((current) => ({ ...current, commentsCount: current.commentsCount + delta }))}
          />
        </Suspense>
      )}
    </article>
  );
}
