import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import type { UserStats } from '~/shared/users';

/** The counts of 'your statistics' with their labels (the card, and the community's compact row on phones). */
export function statCounts(stats: UserStats, locale: Locale): [string, number][] {
  const o = { locale };
  return [
    [m.stats_activities_created({}, o), stats.activitiesCreated],
    [m.stats_activities_completed({}, o), stats.activitiesCompleted],
    [m.stats_posts_created({}, o), stats.postsCreated],
    [m.stats_likes_received({}, o), stats.likesReceived],
  ];
}

/** 'your statistics' ("User statistics", docs/product-rules.md §3); the loading-error text when there are none. */
export default function StatsCard({ locale, stats }: { locale: Locale; stats: UserStats | null }) {
  const o = { locale };
  const rows = stats
    ? [
        ...statCounts(stats, locale),
        [m.stats_tier({}, o), stats.tier === 'premium' ? m.profile_subscription_premium({}, o) : m.profile_subscription_free({}, o)],
      ]
    : [];
  return (
    <section className="card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="font-semibold">
        {m.stats_title({}, o)}
      </h2>
      {stats ? (
        <dl className="mt-3 grid grid-cols-2 gap-3">
          {rows.map(([label, value], index) => (
            // The tier, a word rather than a count, takes the last row's whole width: in the side
            // panel's narrow column "Community (kostenlos)" would otherwise break inside a word.
            <div key={String(label)} className={`rounded-xl bg-paper-sunk p-3 dark:bg-night-sunk${index === rows.length - 1 ? ' col-span-2' : ''}`}>
              <dt className="text-xs text-ink-muted dark:text-stone-400">{label}</dt>
              <dd className="text-lg font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm prose-text">{m.stats_failed({}, o)}</p>
      )}
    </section>
  );
}
