import { useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale, NotificationKind } from '~/shared/enums';
import { notificationText, quotesText } from '~/shared/notification-text';
import type { NotificationPage, NotificationView } from '~/shared/notifications';
import { fullDate, relativeTime } from '~/shared/relative-time';
import { Icon } from '~/islands/Icon';
import { apiOnDemand } from '~/islands/api-on-demand';
import Avatar from '~/islands/Avatar';
import { ListFooter } from '~/islands/ListFooter';
import { useCursorPages } from '~/islands/use-cursor-pages';
import { showUnread } from '~/scripts/bell-badge';

interface Props {
  locale: Locale;
  /** The first page, rendered with the page; null when it could not be loaded. */
  initialPage: NotificationPage | null;
  /**
   * The icon of each kind (src/shared/icon-shapes/notification-kinds.ts), handed over with the page:
   * in its HTML rather than the island's script, which stays within the budget.
   */
  icons: Record<NotificationKind, string>;
}

/** The inbox of "/notifications" (docs/decisions/032-notifications.md): newest first, read and unread, paged by cursor. */
export default function NotificationInbox({ locale, initialPage, icons }: Props) {
  const o = { locale };
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(new Set());
  const [allRead, setAllRead] = useState(false);
  const [unread, setUnread] = useState(initialPage?.unread ?? 0);
  const [failed, setFailed] = useState(false);
  const list = useCursorPages({
    first: initialPage,
    items: (page) => page.items,
    query: undefined,
    async fetch(_query, cursor) {
      const { api, readJson } = await apiOnDemand(locale);
      return readJson(await api.notifications.$get({ query: cursor ? { cursor } : {} }));
    },
  });
  // A group is read once all its members are (they are marked together).
  const isRead = (item: NotificationView) => allRead || item.read || item.ids.every((id) => readIds.has(id));

  async function markRead(body: { ids: number[] } | { all: true }, keepalive = false) {
    setFailed(false);
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const state = await readJson(await api.notifications.read.$post({ json: body }, { init: { keepalive } }));
      setUnread(state.unread);
      showUnread(state.unread);
      if ('all' in body) setAllRead(true);
      else setReadIds((current) => new Set([...current, ...body.ids]));
    } catch {
      setFailed(true);
    }
  }

  if (list.items.length === 0 && list.status === 'error') {
    return (
      <div role="alert" className="card">
        <p className="font-semibold">{m.notifications_error({}, o)}</p>
        <button type="button" className="btn-ghost mt-3" onClick={() => void list.reload()}>
          {m.notifications_retry({}, o)}
        </button>
      </div>
    );
  }
  if (list.items.length === 0 && list.status === 'idle') {
    return (
      <div className="card text-center">
        <p className="font-semibold">{m.notifications_empty({}, o)}</p>
        <p className="mt-1 text-sm prose-text">{m.notifications_empty_body({}, o)}</p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-ink-muted dark:text-stone-400">
          {unread > 0 ? m.notifications_unread_count({ count: String(unread) }, o) : m.notifications_all_read({}, o)}
        </p>
        <button type="button" className="btn-ghost" disabled={unread === 0} onClick={() => void markRead({ all: true })}>
          {m.notifications_mark_all({}, o)}
        </button>
      </div>
      {failed && (
        <p role="alert" className="field-error">
          {m.notifications_mark_failed({}, o)}
        </p>
      )}
      <ul className="grid gap-3">
        {list.items.map((item) => {
          const read = isRead(item);
          const text = notificationText(item, locale);
          const actor = item.actors[0];
          return (
            // On phones the button wraps below the text rather than squeezing it.
            <li key={item.id} className={`card flex flex-wrap items-start gap-3 ${read ? '' : 'border-l-4 border-l-brand-600 dark:border-l-brand-200'}`}>
              {/* The kind's icon is decorative: the text says what happened. */}
              <span className="relative shrink-0">
                {actor ? (
                  <Avatar author={actor} size={40} />
                ) : (
                  <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-100 text-brand-900" aria-hidden="true">
                    <Icon shape={icons[item.kind]} className="h-5 w-5" />
                  </span>
                )}
                {actor && (
                  <span
                    className="absolute -right-1 -bottom-1 grid h-5 w-5 place-items-center rounded-full bg-brand-700 text-white ring-2 ring-paper-raised dark:bg-brand-200 dark:text-night dark:ring-night-raised"
                    aria-hidden="true"
                  >
                    <Icon shape={icons[item.kind]} className="h-3 w-3" />
                  </span>
                )}
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <a
                  href={item.target.url}
                  className={`link relative block break-words ${read ? '' : 'font-semibold'}`}
                  onClick={(event) => {
                    if (read) return;
                    // Read before the target page renders, so its bell counts it no more; a link opened
                    // elsewhere (a new tab) only sends the request along.
                    // A group is opened as one: all its members are marked read.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return void markRead({ ids: item.ids }, true);
                    event.preventDefault();
                    void markRead({ ids: item.ids }).finally(() => window.location.assign(item.target.url));
                  }}
                >
                  {!read && <span className="sr-only">{m.notifications_unread_label({}, o)}: </span>}
                  {text}
                </a>
                {item.excerpt && quotesText(item) && (
                  <p className="mt-1 line-clamp-2 break-words text-sm prose-text">{m.notification_quote({ text: item.excerpt }, o)}</p>
                )}
                <p className="mt-1 text-xs text-ink-muted dark:text-stone-400">
                  <time dateTime={item.createdAt} title={fullDate(item.createdAt, locale)}>
                    {relativeTime(item.createdAt, now, locale, m.post_time_minutes({}, o))}
                  </time>
                </p>
              </div>
              {!read && (
                <button type="button" className="btn-ghost ml-auto shrink-0 px-2 text-sm" onClick={() => void markRead({ ids: item.ids })}>
                  {m.notifications_mark_group({ count: item.ids.length }, o)}
                  <span className="sr-only">: {text}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {list.status === 'loading' && <p className="text-sm text-ink-muted">{m.notifications_loading({}, o)}</p>}
      <ListFooter list={list} moreLabel={m.notifications_more({}, o)} errorLabel={m.notifications_error({}, o)} />
    </div>
  );
}
