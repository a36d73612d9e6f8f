import { m } from '~/paraglide/messages.js';
import type { ActivitySummary } from '~/shared/activity';
import type { Locale } from '~/shared/enums';
import ActivityCard from './ActivityCard';

interface Props {
  activities: ActivitySummary[];
  locale: Locale;
  /** Path of the detail page without the id, e.g. `/en/activities/`; null for visitors. */
  detailBase: string | null;
}

/**
 * The activity list's cards, or its empty state. The page renders the first page with it on the
 * server; the browser island loads it once the list changes (docs/architecture.md §12), so the
 * cards' code stays out of the first load. Clicks on tags and dimmed cards bubble to the island.
 */
export default function ActivityList({ activities, locale, detailBase }: Props) {
  const o = { locale };
  if (activities.length === 0) {
    return (
      <div className="card text-center">
        <p className="font-semibold">{m.activity_list_empty({}, o)}</p>
        <p className="mt-1 text-sm prose-text">{m.activity_list_empty_hint({}, o)}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {activities.map((activity, index) => (
        <li key={activity.id} className="grid">
          <ActivityCard
            activity={activity}
            locale={locale}
            href={detailBase ? `${detailBase}${activity.id}` : null}
            tagFilter
            pictureLoading={index === 0 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
