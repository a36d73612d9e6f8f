/**
 * The bell's count on a prerendered page (docs/decisions/032-notifications.md): pages rendered on
 * demand carry the count in their HTML, prerendered ones ask for it here. A file of its own (built
 * whole, like a worker's script) that the shell loads only for a signed-in member, so visitors'
 * pages fetch and run nothing of it.
 */
import { showUnread } from './bell-badge';

fetch('/api/notifications/unread-count', { headers: { Accept: 'application/json' } })
  .then(async (response) => {
    if (response.ok) showUnread(((await response.json()) as { unread: number }).unread);
  })
  .catch(() => undefined);
