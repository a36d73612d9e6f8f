import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { pathFor } from '~/shared/routes';

/** The limit-reached screen, with links to /premium and /activities (docs/product-rules.md §2). */
export default function LimitReached({ locale, pending, upsell }: { locale: Locale; pending: boolean; upsell: string | null }) {
  const o = { locale };
  return (
    <section className="card max-w-lg" aria-labelledby="limit-title">
      <h2 id="limit-title" className="text-xl font-semibold">
        {m.activity_limit_title({}, o)}
      </h2>
      <p className="mt-2 prose-text">{pending ? m.activity_limit_body_pending({}, o) : m.activity_limit_body_free({}, o)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {upsell && (
          <a className="btn-primary" href={pathFor('premium', locale)} data-upsell>
            {upsell}
          </a>
        )}
        <a className="btn-ghost" href={pathFor('activities', locale)}>
          {m.activity_limit_back({}, o)}
        </a>
      </div>
    </section>
  );
}
