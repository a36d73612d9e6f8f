import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';

/**
 * A list of posts that could not load at all, with the way to try again. Its own module, loaded only when it
 * happens, so the feed's and Q&A's first load stays within the island-page budget (docs/architecture.md §12).
 * Its `title` comes from the list, which shows it under a later page that failed too: a message both
 * modules import would load as a chunk of its own.
 */
export default function FeedError({ locale, title, onRetry }: { locale: Locale; title: string; onRetry(): void }) {
  const o = { locale };
  return (
    <div role="alert" className="card">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm prose-text">{m.community_feed_error_body({}, o)}</p>
      <button type="button" className="btn-ghost mt-3" onClick={onRetry}>
        {m.activity_list_retry({}, o)}
      </button>
    </div>
  );
}
