/**
 * `client:press`: hydrates an island when the member first points at, touches, presses a key in or
 * tabs into it. Tools that are used now and then (the clicker and timer) keep their code out of
 * the page's first load (docs/architecture.md §3). Presses that land before the island is ready
 * are marked on their `[data-press]` element (`data-pressed`), so the island can answer them.
 */
import type { ClientDirective } from 'astro';

const WAKING_EVENTS = ['pointerenter', 'pointerdown', 'keydown', 'focusin'];
const PRESSES = ['pointerdown', 'keydown'];

const hydrateOnPress: ClientDirective = (load, _options, element) => {
  const mark = (event: Event) => (event.target as Element).closest?.('[data-press]')?.setAttribute('data-pressed', '');
  const wake = async (event: Event) => {
    for (const name of WAKING_EVENTS) element.removeEventListener(name, wake, true);
    if (PRESSES.includes(event.type)) mark(event);
    // From here on React answers the presses itself.
    for (const name of PRESSES) element.addEventListener(name, mark, true);
    const ready = () => {
      for (const name of PRESSES) element.removeEventListener(name, mark, true);
    };
    element.addEventListener('astro:hydrate', ready, { once: true });
    (await load())();
  };
  for (const name of WAKING_EVENTS) element.addEventListener(name, wake, true);
};

export default hydrateOnPress;
