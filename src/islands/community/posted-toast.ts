/**
 * Back from the create-post page: confirms the new post, then drops the marker so a reload does not repeat it.
 * Loaded only when the marker is there, so the feed's first load does not carry it (docs/architecture.md §12).
 */
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { showToast } from '~/stores/toasts';
import { POSTED_PARAM } from '~/shared/posted-marker';

export function confirmPosted(locale: Locale): void {
  const url = new URL(window.location.href);
  showToast({ title: m.post_created({}, { locale }) });
  url.searchParams.delete(POSTED_PARAM);
  window.history.replaceState(null, '', url);
}
