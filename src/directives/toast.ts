/**
 * `client:toast`: hydrates an island the first time the page shows a toast. The toast viewport is
 * on every island page but rarely needed, so its code stays out of the first load (docs/architecture.md §3).
 * Directives run as inline scripts and share no module with the islands: the toast store marks
 * the document and dispatches TOAST_SHOWN_EVENT instead.
 */
import type { ClientDirective } from 'astro';
import { TOAST_SHOWN_ATTRIBUTE, TOAST_SHOWN_EVENT } from '~/shared/toast-signal';

const hydrateOnFirstToast: ClientDirective = async (load) => {
  const hydrate = async () => (await load())();
  if (document.documentElement.hasAttribute(TOAST_SHOWN_ATTRIBUTE)) return hydrate();
  window.addEventListener(TOAST_SHOWN_EVENT, () => void hydrate(), { once: true });
};

export default hydrateOnFirstToast;
