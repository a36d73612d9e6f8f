import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { MemberSummary } from '~/shared/network';
import { apiOnDemand } from '~/islands/api-on-demand';
import { SEARCH_DELAY_MS, useDebounced } from '~/islands/use-debounced';

/** `@` and the start of a name right before the caret, not inside a word or an address. */
const TYPED_MENTION = /(?<![\p{L}\p{N}._@-])@([\p{L}\p{N}._-]{1,50})$/u;

/** The `@name` being typed at the caret: where it starts and what follows the `@`. */
function mentionAtCaret(textarea: HTMLTextAreaElement): { start: number; query: string } | null {
  if (textarea.selectionStart !== textarea.selectionEnd) return null;
  const match = TYPED_MENTION.exec(textarea.value.slice(0, textarea.selectionStart));
  return match?.[1] ? { start: match.index, query: match[1] } : null;
}

/** Sets the text as typing would, so a controlled field's `onChange` and an uncontrolled form both see it. */
function replaceText(textarea: HTMLTextAreaElement, value: string, caret: number): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, value);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
  textarea.setSelectionRange(caret, caret);
}

/**
 * @mention suggestions for a post or comment textarea (docs/decisions/032-notifications.md): typing
 * `@` and a few letters asks `GET /api/users/search` once typing pauses, and offers up to ten members
 * as a list the arrow keys walk; Enter or Tab takes one, Escape closes. `field` goes on the textarea,
 * `list` right after it (inside a positioned box).
 */
export function useMentionSuggestions(locale: Locale): { field: Record<string, unknown>; list: ReactNode } {
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [typed, setTyped] = useState<{ start: number; query: string } | null>(null);
  const [members, setMembers] = useState<MemberSummary[]>([]);
  const [active, setActive] = useState(0);
  const query = useDebounced(typed?.query ?? '', SEARCH_DELAY_MS);

  useEffect(() => {
    if (!query) return setMembers([]);
    let current = true;
    void (async () => {
      try {
        const { api, readJson } = await apiOnDemand(locale);
        const found = await readJson(await api.users.search.$get({ query: { q: query } }));
        if (current) {
          setMembers(found.members);
          setActive(0);
        }
      } catch {
        if (current) setMembers([]);
      }
    })();
    return () => {
      current = false;
    };
  }, [query, locale]);

  const open = typed !== null && members.length > 0;
  const follow = (event: SyntheticEvent<HTMLTextAreaElement>) => setTyped(mentionAtCaret(event.currentTarget));
  function choose(member: MemberSummary) {
    const field = textarea.current;
    if (!field || !typed) return;
    const inserted = `@${member.username} `;
    const end = typed.start + 1 + typed.query.length;
    replaceText(field, field.value.slice(0, typed.start) + inserted + field.value.slice(end), typed.start + inserted.length);
    setTyped(null);
    field.focus();
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    const chosen = members[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((active + (event.key === 'ArrowDown' ? 1 : members.length - 1)) % members.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setTyped(null);
    }
  }

  const field = {
    ref: textarea,
    // A textarea keeps its textbox role (ARIA in HTML allows no other), which takes these two.
    'aria-autocomplete': 'list',
    'aria-controls': listId,
    'aria-activedescendant': open ? `${listId}-${active}` : undefined,
    onInput: follow,
    onClick: follow,
    onKeyDown,
    // A click on a suggestion comes before the blur that would close the list (see onMouseDown below).
    onBlur: () => setTyped(null),
  };
  const list = (
    <div
      id={listId}
      role="listbox"
      aria-label={m.mention_suggestions({}, { locale })}
      hidden={!open}
      className="absolute left-0 right-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg dark:(border-night-line bg-night-raised)"
    >
      {members.map((member, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys work in the textarea, which keeps the focus (aria-activedescendant)
        <div
          key={member.id}
          id={`${listId}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={`flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm ${index === active ? 'bg-brand-50 text-brand-900 dark:(bg-night-sunk text-brand-100)' : ''}`}
          // Keeps the focus in the textarea, so its blur does not close the list before the choice.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(member)}
        >
          <span className="min-w-0 break-words">
            <span className="font-semibold">{member.displayName}</span> <span className="text-ink-muted dark:text-stone-400">@{member.username}</span>
          </span>
        </div>
      ))}
    </div>
  );
  return { field, list };
}
