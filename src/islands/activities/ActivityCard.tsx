import type { ReactNode } from 'react';
import { m } from '~/paraglide/messages.js';
import type { ActivitySummary } from '~/shared/activity';
import type { Locale } from '~/shared/enums';
import { difficultyLabel, locationLabel } from '~/shared/labels/activity';
import ActivityPicture from './ActivityPicture';

interface Props {
  activity: ActivitySummary;
  locale: Locale;
  /** The detail page; null for visitors, who see the card dimmed (docs/product-rules.md §2). */
  href: string | null;
  /**
   * Tags as buttons that filter the list by them (`data-tag`). The list answers their clicks and the
   * dimmed card's (`data-login-to-open`) for all its cards at once (ActivityBrowser), so a card
   * the server rendered works as one the island rendered.
   */
  tagFilter?: boolean;
  /** The first card's picture loads at once: on a phone it is in view from the start. */
  pictureLoading?: 'lazy' | 'eager';
  /** Extra controls under the card (edit, delete on the management screens). */
  actions?: ReactNode;
}

/** One activity in a list: picture, title, short description, facts and tags. Without state or handlers, so pages render it too. */
export default function ActivityCard({ activity, locale, href, tagFilter = false, pictureLoading = 'lazy', actions }: Props) {
  const o = { locale };
  const dimmed = href === null;
  return (
    // Dimmed for visitors by a faded picture and a sunk, dashed card: the text keeps its contrast.
    <article
      className={`card flex flex-col gap-3 ${dimmed ? 'border-dashed bg-paper-sunk dark:bg-night-sunk' : ''}`}
      data-locked={dimmed || undefined}
      aria-labelledby={`activity-${activity.id}`}
    >
      <ActivityPicture
        src={activity.thumbnail}
        kind={activity.kind}
        width={320}
        height={180}
        loading={pictureLoading}
        className={`h-40 w-full rounded-xl ${dimmed ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-900">{difficultyLabel(activity.difficulty, locale)}</span>
        <span className="text-ink-muted dark:text-stone-400">{m.activity_minutes({ minutes: activity.duration }, o)}</span>
        <span className="text-ink-muted dark:text-stone-400">{locationLabel(activity.location, locale)}</span>
        {activity.isOfficial && <span className="rounded-full bg-stone-200 px-2 py-0.5 dark:bg-night-sunk">{m.activity_official({}, o)}</span>}
      </div>
      <h2 id={`activity-${activity.id}`} className="text-lg font-semibold leading-snug">
        {href ? (
          <a href={href} className="hover:underline">
            {activity.title}
          </a>
        ) : (
          activity.title
        )}
      </h2>
      <p className="line-clamp-3 text-sm prose-text">{activity.description}</p>
      {activity.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {activity.tags.map((tag) => (
            <li key={tag}>
              {tagFilter ? (
                <button
                  type="button"
                  className="rounded-full border border-stone-300 px-2 py-0.5 text-xs hover:bg-stone-100 dark:(border-night-line hover:bg-night-sunk)"
                  data-tag={tag}
                  aria-label={m.activity_list_tag_filter({ tag }, o)}
                >
                  #{tag}
                </button>
              ) : (
                <span className="rounded-full border border-stone-300 px-2 py-0.5 text-xs dark:border-night-line">#{tag}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 pt-1 text-xs text-ink-muted dark:text-stone-400">
        <span>
          {m.activity_likes({ count: activity.likes }, o)} · {m.activity_completions({ count: activity.completions }, o)}
        </span>
        <span className="truncate">{m.activity_by({ name: activity.author.displayName }, o)}</span>
      </div>
      {dimmed ? (
        <button type="button" className="btn-ghost" data-login-to-open>
          {m.activity_list_login_to_open({}, o)}
        </button>
      ) : (
        actions
      )}
    </article>
  );
}
