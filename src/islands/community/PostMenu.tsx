import { useEffect, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { PostView } from '~/shared/community';
import type { Locale } from '~/shared/enums';
import { POST_MIN } from '~/shared/schemas/community';
import { showToast } from '~/stores/toasts';
import { readJson, useApi } from '~/islands/api';
import { errorText } from '~/islands/error-text';
import { ConfirmDialog, type ConfirmRequest } from '~/islands/forms/ConfirmDialog';

interface Props {
  locale: Locale;
  post: PostView;
  /** Whether the menu's items are showing (the ⋯ button lives in the card). */
  open: boolean;
  onClose(): void;
  onSaved(changes: Pick<PostView, 'content' | 'editedAt'>): void;
  onDeleted(): void;
}

/**
 * The author's menu of a post ("Post card", docs/product-rules.md §2): edit in a prefilled dialog, delete after a
 * confirmation. Loaded the first time an author opens it, so the feed's first load stays small.
 */
export default function PostAuthorMenu({ locale, post, open, onClose, onSaved, onDeleted }: Props) {
  const o = { locale };
  const api = useApi(locale);
  const param = { postId: String(post.id) };
  const [draft, setDraft] = useState(post.content);
  const editDialog = useRef<HTMLDialogElement>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [open, onClose]);

  function edit() {
    onClose();
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
    onClose();
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
        <div className="absolute right-0 top-full z-10 mt-1 grid w-40 rounded-xl border border-stone-200 bg-paper-raised p-1 shadow dark:(border-night-line bg-night-raised)">
          <button type="button" className="rounded-lg px-3 py-2 text-left text-sm hover:bg-stone-100 dark:hover:bg-night-sunk" onClick={edit}>
            {m.post_edit({}, o)}
          </button>
          <button
            type="button"
            className="rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-stone-100 dark:(text-red-300 hover:bg-night-sunk)"
            onClick={askDelete}
          >
            {m.post_delete({}, o)}
          </button>
        </div>
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
