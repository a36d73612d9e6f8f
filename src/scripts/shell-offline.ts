/**
 * The installed app's side of every page (docs/decisions/031-offline-field-app.md), part of the
 * shell's chunk and kept small for the static pages' script budget: registers the service worker,
 * offers a new version when one waits, and marks <html> while the device is offline. Keeping a
 * member's pages and forgetting them at sign-out is the worker's own work (src/service-worker).
 */
import type { ServiceWorkerMessage } from '~/shared/offline';

const root = document.documentElement;

/** `html.is-offline` shows the header's offline badge (uno.config.ts). */
export function setupConnectionState(): void {
  const mark = () => root.classList.toggle('is-offline', !navigator.onLine);
  mark();
  addEventListener('online', mark);
  addEventListener('offline', mark);
}

/**
 * Registers the worker that scripts/service-worker.mjs writes to `/sw.js`, once: afterwards the
 * browser looks for a new version itself whenever a page is opened. A version that waits is offered
 * in src/components/UpdatePrompt.astro; "reload" lets it take over and reloads the page once it has.
 * A first install has nothing to replace and takes over without asking.
 */
export function setupServiceWorker(): void {
  const container = navigator.serviceWorker;
  container
    ?.getRegistration()
    .then((registration) => registration ?? container.register('/sw.js'))
    .then((registration) => {
      const offer = () => {
        const waiting = registration.waiting;
        const prompt = document.querySelector<HTMLElement>('[data-update-prompt]');
        if (!waiting || !container.controller || !prompt) return;
        prompt.hidden = false;
        prompt.onclick = ({ target }) => {
          const action = (target as HTMLElement).dataset.update;
          if (action === 'reload') {
            container.oncontrollerchange = () => location.reload();
            waiting.postMessage({ type: 'skip-waiting' } satisfies ServiceWorkerMessage);
          }
          if (action === 'later') prompt.hidden = true;
        };
      };
      offer();
      registration.onupdatefound = () => registration.installing?.addEventListener('statechange', offer);
    }, Boolean);
}
