import { lazy, Suspense, useRef, useState } from 'react';
import { m } from '../../paraglide/messages.js';
import type { PostView } from '../../shared/community';
import type { Locale, PostType } from '../../shared/enums';
import { can, isPaid, type Actor } from '../../shared/policy';
import { fullDate, relativeTime } from '../../shared/relative-time';
import { POST_MIN } from '../../shared/schemas/community';
import { showToast } from '../../stores/toasts';
import { createApiClient, readJson } from '../api';
import Avatar from './Avatar';
import RichText from './RichText';

// Comments load with their own code only when a member opens them (keeps the feed's first load small).
const CommentsPanel = lazy(() => import('./CommentsPanel'));

interface Props {
  locale: Locale;
  post: PostView;
  actor: Actor;
  onDeleted(id: number): void;
}

function typeLabel(type: PostType, locale: Locale) {
  const o = { locale };
  return { post: m.post_type_post, question: m.post_type_question, success_story: m.post_type_success_story }[type]({}, o);
}

/** One post of the feed (SPEC §2 "Post card"): author, type, time, text, picture, like, comments, author menu. */
export default function PostCard({ locale, post: initial, actor, onDeleted }: Props) {
  const o = { locale };
  const api = createApiClient(locale);
  const [post, setPost] = useState(initial);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [draft, setDraft] = useState(post.content);
  const editDialog = useRef<HTMLDialogElement>(null);
  const deleteDialog = useRef<HTMLDialogElement>(null);
  const own = post.authorId === actor.id;
  const param = { postId: String(post.id) };

  async function toggleLike() {
    if (!can.participate(actor)) return showToast({ title: m.community_locked({}, o), variant: 'destructive' });
    try {
      const route = post.isLiked ? api.posts[':postId'].unlike : api.posts[':postId'].like;
      const state = await readJson(await route.$post({ param, json: {} }));
      setPost({ ...post, ...state });
    } catch {
      showToast({ title: m.post_like_login_title({}, o), description: m.post_like_login_body({}, o), variant: 'destructive' });
    }
  }

  async function save() {
    try {
      const saved = await readJson(await api.posts[':postId'].$patch({ param, json: { content: draft } }));
      setPost({ ...post, content: saved.content, editedAt: saved.editedAt });
      editDialog.current?.close();
      showToast({ title: m.post_updated({}, o) });
    } catch {
      showToast({ title: m.post_update_failed({}, o), variant: 'destructive' });
    }
  }

  async function remove() {
    try {
      await readJson(await api.posts[':postId'].delete.$post({ param, json: {} }));
      deleteDialog.current?.close();
      showToast({ title: m.post_deleted({}, o) });
      onDeleted(post.id);
    } catch {
      showToast({ title: m.post_delete_failed({}, o), variant: 'destructive' });
    }
  }

  return (
    <article className="card grid gap-3" aria-labelledby={`post-${post.id}-author`}>
      <header className="flex items-start gap-3">
        <Avatar author={post.author} />
        <div className="min-w-0 flex-1">
          <p id={`post-${post.id}-author`} className="font-semibold">
            {post.author.displayName}
            {isPaid({ tier: post.author.subscriptionTier, subscriptionStatus: null }) && (
              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">{m.community_premium_badge({}, o)}</span>
            )}
          </p>
          <p className="text-xs text-ink-muted dark:text-stone-400">
            <span className="rounded-full border border-stone-300 px-2 py-0.5 dark:border-night-line">{typeLabel(post.type, locale)}</span>{' '}
            <time dateTime={post.createdAt} title={fullDate(post.createdAt, locale)}>
              {relativeTime(post.createdAt, Date.now(), locale, m.post_time_minutes({}, o))}
            </time>
            {post.editedAt && ` · ${m.post_edited({}, o)}`}
          </p>
        </div>
        {own && (
          <details className="relative">
            <summary className="btn-ghost cursor-pointer list-none px-2 py-1" aria-label={m.post_menu({}, o)}>
              ⋯
            </summary>
            <div className="absolute right-0 z-10 mt-1 grid w-40 rounded-xl border border-stone-200 bg-paper-raised p-1 shadow dark:(border-night-line bg-night-raised)">
              <button type="button" className="rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 dark:hover:bg-night-sunk" onClick={() => { setDraft(post.content); editDialog.current?.showModal(); }}>
                {m.post_edit({}, o)}
              </button>
              <button type="button" className="rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-stone-100 dark:(text-red-300 hover:bg-night-sunk)" onClick={() => deleteDialog.current?.showModal()}>
                {m.post_delete({}, o)}
              </button>
            </div>
          </details>
        )}
      </header>
      <RichText text={post.content} className="prose-text" />
      {post.imageUrl && <img src={post.imageUrl} alt={m.post_image_alt({ name: post.author.displayName }, o)} loading="lazy" decoding="async" className="max-h-64 w-full rounded-xl object-cover" />}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <button type="button" className={post.isLiked ? 'btn-primary' : 'btn-ghost'} aria-pressed={post.isLiked} onClick={() => void toggleLike()}>
          <span aria-hidden="true">{post.isLiked ? '♥' : '♡'}</span> {post.isLiked ? m.post_unlike({}, o) : m.post_like({}, o)}
        </button>
        <span className="text-ink-muted dark:text-stone-400">{m.post_likes({ count: post.likes }, o)}</span>
        <button type="button" className="btn-ghost" aria-expanded={commentsOpen} onClick={() => setCommentsOpen(!commentsOpen)}>
          {m.post_comments_toggle({}, o)} ({post.commentsCount})
        </button>
      </div>
      {commentsOpen && (
        <Suspense fallback={<div className="h-12 animate-pulse rounded-xl bg-stone-100 dark:bg-night-sunk" />}>
          <CommentsPanel locale={locale} postId={post.id} postAuthorId={post.authorId} actor={actor} onCountChange={(delta) => setPost((current) => ({ ...current, commentsCount: current.commentsCount + delta }))} />
        </Suspense>
      )}
      <dialog ref={editDialog} className="card w-full max-w-lg backdrop:bg-black/40" aria-labelledby={`post-${post.id}-edit`}>
        <h2 id={`post-${post.id}-edit`} className="text-lg font-semibold">
          {m.post_edit_title({}, o)}
        </h2>
        <textarea aria-label={m.post_edit_title({}, o)} className="field-input mt-3" rows={5} value={draft} onChange={(event) => setDraft(event.target.value)} />
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => editDialog.current?.close()}>
            {m.post_cancel({}, o)}
          </button>
          <button type="button" className="btn-primary" disabled={draft.trim().length < POST_MIN} onClick={() => void save()}>
            {m.post_save({}, o)}
          </button>
        </div>
      </dialog>
      <dialog ref={deleteDialog} className="card max-w-md backdrop:bg-black/40" aria-labelledby={`post-${post.id}-delete`}>
        <h2 id={`post-${post.id}-delete`} className="text-lg font-semibold">
          {m.post_delete_confirm({}, o)}
        </h2>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => deleteDialog.current?.close()}>
            {m.post_cancel({}, o)}
          </button>
          <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={() => void remove()}>
            {m.post_delete({}, o)}
          </button>
        </div>
      </dialog>
    </article>
  );
}
