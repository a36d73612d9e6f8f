/**
 * Shows the unread count on the header's bell: the number in its badge (hidden at none, "99+"
 * beyond) and in its accessible name. The bell script (./bell.ts) and the inbox use it.
 */
const MAX_SHOWN = 99;

export function showUnread(unread: number): void {
  const bell = document.querySelector<HTMLElement>('[data-bell]');
  const badge = bell?.querySelector<HTMLElement>('[data-unread]');
  if (!bell || !badge) return;
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  badge.hidden = unread === 0;
  badge.textContent = shown;
  bell.setAttribute('aria-label', unread === 0 ? (bell.dataset.label ?? '') : (bell.dataset.labelUnread ?? '').replace('{count}', shown));
}
