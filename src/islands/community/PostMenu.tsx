import { lazy, type KeyboardEvent, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { PostView } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import { POST_MIN } from '~/shared/schemas/community';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';

const ReportDialog = lazy(() => import('~/islands/moderation/ReportDialog'));

interface Props {
  locale: Locale;
  post: PostView;
  /** The post is the reader's own: edit and delete; else follow its author and report it. */
  own: boolean;
  /** Whether the menu's items are showing; the ⋯ button lives in the card and gets the focus back. */
  open: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
  onClose(): void;
  onFollow(): void;
  onSaved(changes: Pick<PostView, 'content' | 'editedAt'>): void;
  onDeleted(): void;
}

/**
 * The "⋯" menu of a post card ("Post card", docs/product-rules.md §2): the author edits in a prefilled dialog or
 * deletes after a confirmation; anyone else follows the author or reports the post. A menu by keyboard too: it opens
 * on its first item, arrow keys, Home and End move, Escape and Tab close it with the focus back on ⋯. Loaded
 * the first time a member opens it, so the feed's first load stays small.
 */
export default function PostMenu({ locale, post, own, open, trigger, onClose, onFollow, onSaved, onDeleted }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const param = { postId: String(post.id) };
  const [draft, setDraft] = useState(post.content);
  const editDialog = useRef<HTMLDialogElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [reporting, setReporting] = useState(false);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector('button')?.focus();
    // A press anywhere else closes the menu, as the platform's menus do.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onClose, trigger]);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menu.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      // Tab too leaves the menu from ⋯, so the next Tab goes on with the card.
      event.preventDefault();
      choose(() => undefined);
    } else if (next !== undefined) {
      event.preventDefault();
      items.at(next % items.length)?.focus();
    }
  }

  /** Closes the menu with the focus back on ⋯ (where a dialog the item opens returns it), then does the item's part. */
  function choose(action: () => void) {
    onClose();
    trigger.current?.focus();
    action();
  }

  function edit() {
    setDraft(post.content);
    editDialog.current?.showModal();
  }

  async function save() {
    try {
      const saved = await readJson(await api.posts[':postId'].$patch({ param, json: { content: draft } }));
      onSaved({ content: saved.content, editedAt: saved.editedAt });
      editDialog.current?.close();
      showToast({ title: m.post_updated({}, o) });
    } catch (error) {
      showToast({ title: errorText(error, m.post_update_failed({}, o)), variant: 'destructive' });
    }
  }

  function askDelete() {
    setConfirm({
      title: m.post_delete_confirm({}, o),
      confirmLabel: m.post_delete({}, o),
      cancelLabel: m.post_cancel({}, o),
      destructive: true,
      async run() {
        try {
          await readJson(await api.posts[':postId'].delete.$post({ param, json: {} }));
          showToast({ title: m.post_deleted({}, o) });
          onDeleted();
        } catch (error) {
          showToast({ title: errorText(error, m.post_delete_failed({}, o)), variant: 'destructive' });
        }
      },
    });
  }

  return (
    <>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-labelledby={`post-${post.id}-menu`}
          onKeyDown={move}
          className="absolute right-0 top-full z-10 mt-1 grid w-52 rounded-xl border border-stone-200 bg-paper-raised p-1 shadow dark:(border-night-line bg-night-raised)"
        >
          {own ? (
            <>
              <MenuItem onClick={() => choose(edit)}>{m.post_edit({}, o)}</MenuItem>
              <MenuItem danger onClick={() => choose(askDelete)}>
                {m.post_delete({}, o)}
              </MenuItem>
            </>
          ) : (
            <>
              <MenuItem onClick={() => choose(onFollow)}>{post.followsAuthor ? m.member_unfollow({}, o) : m.member_follow({}, o)}</MenuItem>
              <MenuItem onClick={() => choose(() => setReporting(true))}>{m.report_action({}, o)}</MenuItem>
            </>
          )}
        </div>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog locale={locale} targetType="post" targetId={post.id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      <dialog ref={editDialog} className="card w-full max-w-lg backdrop:bg-black/40" aria-labelledby={`post-${post.id}-edit`}>
        <h2 id={`post-${post.id}-edit`} className="text-lg font-semibold">
          {m.post_edit_title({}, o)}
        </h2>
        <textarea
          aria-label={m.post_edit_title({}, o)}
          className="field-input mt-3"
          rows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => editDialog.current?.close()}>
            {m.post_cancel({}, o)}
          </button>
          <button type="button" className="btn-primary" disabled={draft.trim().length < POST_MIN} onClick={() => void save()}>
            {m.post_save({}, o)}
          </button>
        </div>
      </dialog>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}

/** One item of the menu: a 44 px row, reached by the arrow keys rather than by Tab. */
function MenuItem({ danger = false, onClick, children }: { danger?: boolean; onClick(): void; children: string }) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`min-h-11 rounded-lg px-3 text-left text-sm hover:bg-stone-100 focus-visible:bg-stone-100 dark:(hover:bg-night-sunk focus-visible:bg-night-sunk) ${danger ? 'text-red-700 dark:text-red-300' : ''}`}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
