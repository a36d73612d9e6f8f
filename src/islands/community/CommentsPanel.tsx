import { useEffect, useEffectEvent, useId, useState, type SubmitEvent } from 'react';
import { m } from '~/paraglide/messages.js';
import { HEART } from '~/shared/icon-shapes/heart';
import { Icon } from '~/islands/Icon';
import { COMMENT_MAX, type CommentThread, type CommentView } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import { can, type Actor } from '~/shared/policy';
import { memberPath } from '~/shared/card-paths';
import { relativeTime } from '~/shared/relative-time';
import { pathFor } from '~/shared/routes';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';
import { errorText } from '~/islands/error-text';
import ReportButton from '~/islands/moderation/ReportButton';
import Avatar from '~/islands/Avatar';
import RichText from './RichText';
import { useMentionSuggestions } from './use-mention-suggestions';

interface Props {
  locale: Locale;
  postId: number;
  postAuthorId: number;
  /**
   * Set for a question, whose answer the asker or a moderator may choose: the label that marks the accepted
   * one (the card's, which also heads the answer's preview, so the text loads once, with the card).
   */
  acceptedLabel: string | null;
  onAccepted(commentId: number | null): void;
  actor: Actor;
  onCountChange(delta: number): void;
}

const SKELETONS = 3;

/** A post's comments, loaded when the panel opens (docs/product-rules.md §2, §8): threads, replies, edit, delete, likes. */
export default function CommentsPanel({ locale, postId, postAuthorId, acceptedLabel, onAccepted, actor, onCountChange }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const [threads, setThreads] = useState<CommentThread[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const mayComment = can.comment(actor, postAuthorId);
  const mayAccept = acceptedLabel !== null && (actor.id === postAuthorId || can.moderate(actor));

  async function load() {
    try {
      setThreads(await readJson(await api.posts[':postId'].comments.$get({ param: { postId: String(postId) } })));
    } catch {
      setFailed(true);
    }
  }
  const loadOnOpen = useEffectEvent(load);
  useEffect(() => void loadOnOpen(), []);

  // Opened from a notification (`#comment-{id}`): once the comments are there, that comment comes into view with the focus.
  useEffect(() => {
    if (!threads || !window.location.hash.startsWith('#comment-')) return;
    const target = document.getElementById(window.location.hash.slice(1));
    target?.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [threads]);

  /** Accepts the answer, or takes the acceptance back; the list reloads with the accepted answer first. */
  async function setAccepted(commentId: number, accepted: boolean) {
    const route = api.posts[':postId']['accepted-answer'];
    const param = { postId: String(postId) };
    try {
      const state = await readJson(await (accepted ? route.$post({ param, json: { commentId } }) : route.$delete({ param })));
      onAccepted(state.acceptedCommentId);
      await load();
    } catch (error) {
      showToast({ title: errorText(error, m.error_unexpected({}, o)), variant: 'destructive' });
    }
  }

  async function add(content: string, parentId: number | null) {
    await readJson(await api.posts[':postId'].comments.$post({ param: { postId: String(postId) }, json: { content, parentId } }));
    showToast({ title: m.comment_added({}, o) });
    onCountChange(1);
    await load();
  }

  if (failed) return <p className="field-error">{m.comment_load_failed({}, o)}</p>;
  if (!threads) {
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label={m.common_loading({}, o)}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, replaced all at once
          <li key={index} className="h-12 animate-pulse rounded-xl bg-stone-100 dark:bg-night-sunk" />
        ))}
      </ul>
    );
  }
  // A thread's comment and its replies look and act alike; a reply answers the thread, not the reply.
  const commentOf = (comment: CommentProps['comment'], threadId: number, accepted = false) => (
    <Comment
      locale={locale}
      comment={comment}
      accepted={accepted ? acceptedLabel : null}
      onAcceptToggle={mayAccept && comment.parentId === null ? () => setAccepted(comment.id, !accepted) : undefined}
      actor={actor}
      mayReply={mayComment}
      onReply={(text) => add(text, threadId)}
      onChanged={load}
      onRemoved={(count) => onCountChange(-count)}
      ask={setConfirm}
    />
  );
  return (
    <div className="grid gap-4">
      {threads.length === 0 && <p className="text-sm prose-text">{m.comment_none({}, o)}</p>}
      <ul className="grid gap-4">
        {threads.map((thread) => (
          <li key={thread.id} className="grid gap-3">
            {commentOf(thread, thread.id, thread.accepted)}
            {thread.replies.length > 0 && (
              <ul className="ml-10 grid gap-3 border-l border-stone-200 pl-4 dark:border-night-line">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>{commentOf(reply, thread.id)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {mayComment ? (
        <CommentForm locale={locale} label={m.comment_add({}, o)} placeholder={m.comment_placeholder({}, o)} onSend={(text) => add(text, null)} />
      ) : (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {m.comment_locked({}, o)}{' '}
          <a className="link" href={pathFor('createActivity', locale)}>
            {m.comment_unlock_link({}, o)}
          </a>
        </p>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** A text box whose send button stays disabled, and nothing is sent, while the text is blank (docs/product-rules.md §7.1). */
function CommentForm({
  locale,
  label,
  placeholder,
  initial = '',
  onSend,
  onCancel,
}: {
  locale: Locale;
  label: string;
  placeholder: string;
  initial?: string;
  onSend(text: string): Promise<void>;
  onCancel?: () => void;
}) {
  const o = { locale };
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  // Several forms can be open at once (replies under different comments): each needs its own id.
  const id = useId();
  const mentions = useMentionSuggestions(locale);
  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (error) {
      // Comment errors are logged, not shown (docs/product-rules.md §8).
      console.error('comment failed', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form method="post" className="flex items-end gap-2" onSubmit={submit}>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <textarea
          id={id}
          aria-label={label}
          rows={2}
          className="field-input mt-0"
          placeholder={placeholder}
          value={text}
          maxLength={COMMENT_MAX}
          onChange={(event) => setText(event.target.value)}
          {...mentions.field}
        />
        {mentions.list}
      </div>
      <button type="submit" className="btn-primary shrink-0" disabled={busy || !text.trim()}>
        {m.comment_send({}, o)}
      </button>
      {onCancel && (
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {m.post_cancel({}, o)}
        </button>
      )}
    </form>
  );
}

interface CommentProps {
  locale: Locale;
  comment: CommentView & { replies?: CommentView[] };
  /** The question's accepted answer: marked with this label; null for any other comment. */
  accepted: string | null;
  /** For the asker and moderators, on a question's top comments. */
  onAcceptToggle: (() => Promise<void>) | undefined;
  actor: Actor;
  mayReply: boolean;
  onReply(text: string): Promise<void>;
  onChanged(): Promise<void>;
  onRemoved(count: number): void;
  /** Asks for a confirmation in the panel's dialog. */
  ask(request: ConfirmRequest): void;
}

function Comment({ locale, comment, accepted, onAcceptToggle, actor, mayReply, onReply, onChanged, onRemoved, ask }: CommentProps) {
  const o = { locale };
  const api = useApi(locale);
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  /** Closes a form once its request is done, unless the member has meanwhile opened the other one. */
  const close = (form: 'edit' | 'reply') => setMode((current) => (current === form ? 'view' : current));
  const [like, setLike] = useState({ isLiked: comment.isLiked, likes: comment.likes });
  const own = comment.authorId === actor.id;
  const edited = Date.parse(comment.updatedAt) > Date.parse(comment.createdAt);
  const param = { id: String(comment.id) };

  async function toggleLike() {
    try {
      setLike(await readJson(await api.comments[':id'].like.$post({ param, json: {} })));
    } catch (error) {
      console.error('comment like failed', error);
    }
  }
  const remove = () =>
    ask({
      title: m.comment_delete_confirm({}, o),
      confirmLabel: m.comment_delete({}, o),
      cancelLabel: m.post_cancel({}, o),
      destructive: true,
      async run() {
        try {
          await readJson(await api.comments[':id'].$delete({ param }));
          onRemoved(1 + (comment.replies?.length ?? 0));
          await onChanged();
        } catch (error) {
          console.error('comment delete failed', error);
        }
      },
    });

  return (
    <article
      id={`comment-${comment.id}`}
      tabIndex={-1}
      className={`flex scroll-mt-24 gap-3 rounded-xl focus:(outline-none ring-2 ring-brand-500 ring-offset-4 dark:ring-offset-night-raised) ${accepted ? 'border-2 border-brand-500 p-3' : ''}`}
      aria-label={accepted ? `${accepted}: ${comment.author.displayName}` : comment.author.displayName}
    >
      <Avatar author={comment.author} size={32} />
      <div className="min-w-0 flex-1">
        {accepted && <p className="mb-1 text-xs font-semibold text-brand-900 dark:text-brand-100">✓ {accepted}</p>}
        <p className="text-sm">
          <a className="font-semibold hover:underline" href={memberPath(comment.author.username, locale)}>
            {comment.author.displayName}
          </a>{' '}
          <span className="text-ink-muted dark:text-stone-400">
            · {relativeTime(comment.createdAt, Date.now(), locale, m.post_time_minutes({}, o))}
            {edited && ` · ${m.comment_edited({}, o)}`}
          </span>
        </p>
        {mode === 'edit' ? (
          <CommentForm
            locale={locale}
            label={m.comment_edit_action({}, o)}
            placeholder=""
            initial={comment.content}
            onCancel={() => setMode('view')}
            onSend={async (text) => {
              await readJson(await api.comments[':id'].$patch({ param, json: { content: text } }));
              close('edit');
              await onChanged();
            }}
          />
        ) : (
          <RichText text={comment.content} locale={locale} className="text-sm" />
        )}
        <div className="mt-1 flex flex-wrap gap-3 text-xs">
          <button type="button" className="hover:underline" aria-pressed={like.isLiked} onClick={() => void toggleLike()}>
            <Icon shape={HEART} filled={like.isLiked} className="inline h-3.5 w-3.5 align-[-2px]" /> {m.comment_like({}, o)} ({like.likes})
          </button>
          {mayReply && (
            <button type="button" className="hover:underline" onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}>
              {m.comment_reply({}, o)}
            </button>
          )}
          {onAcceptToggle && (
            <button type="button" className="font-semibold hover:underline" onClick={() => void onAcceptToggle()}>
              {accepted ? m.comment_unaccept({}, o) : m.comment_accept({}, o)}
            </button>
          )}
          {!own && <ReportButton locale={locale} targetType="comment" targetId={comment.id} className="hover:underline" />}
          {own && (
            <>
              <button type="button" className="hover:underline" aria-label={m.comment_edit_action({}, o)} onClick={() => setMode('edit')}>
                {m.comment_edit({}, o)}
              </button>
              <button type="button" className="text-red-700 hover:underline dark:text-red-300" aria-label={m.comment_delete_action({}, o)} onClick={remove}>
                {m.comment_delete({}, o)}
              </button>
            </>
          )}
        </div>
        {mode === 'reply' && (
          <div className="mt-2">
            <CommentForm
              locale={locale}
              label={m.comment_reply({}, o)}
              placeholder={m.comment_reply_placeholder({ name: comment.author.displayName }, o)}
              onCancel={() => setMode('view')}
              onSend={async (text) => {
                await onReply(text);
                close('reply');
              }}
            />
          </div>
        )}
      </div>
    </article>
  );
}
