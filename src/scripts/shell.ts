/**
 * The behaviour of the global shell on every page, in plain DOM code so static pages ship no
 * framework (docs/architecture.md §3): theme toggle, language switch, mobile and user menus, logo fallback,
 * the signed-in state of the header, the cookie notice, and the installed app (./shell-offline.ts).
 */
import { $currentUser, setCurrentUser } from '~/stores/current-user';
import { $cookieNoticeSeen, $theme, followTheme, rememberLanguage } from '~/stores/preferences';
import { isLocale } from '~/shared/locales';
import { THEMES, type Theme } from '~/shared/storage-keys';
import type { ServiceWorkerNotice } from '~/shared/offline';
import bellScript from './bell?worker&url';
import logoutScript from './logout?worker&url';
import { setupConnectionState, setupServiceWorker } from './shell-offline';

const COOKIE_NOTICE_DELAY_MS = 2000;
const root = document.documentElement;
const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector);

function setupTheme(): void {
  followTheme();
  const button = $<HTMLButtonElement>('[data-theme-toggle]');
  if (!button) return;
  const labels = JSON.parse(button.dataset.labels ?? '{}') as Record<Theme, string>;
  const render = (theme: Theme) => {
    button.setAttribute('aria-label', `${button.dataset.prefix}: ${labels[theme]}`);
    for (const icon of button.querySelectorAll<SVGElement>('[data-icon]')) icon.classList.toggle('hidden', icon.dataset.icon !== theme);
  };
  $theme.subscribe(render);
  button.addEventListener('click', () => {
    const next = THEMES[(THEMES.indexOf($theme.get()) + 1) % THEMES.length] ?? 'system';
    $theme.set(next);
  });
}

function setupLanguageSwitch(): void {
  $('[data-language-switch]')?.addEventListener('click', (event) => {
    const target = (event.currentTarget as HTMLElement).dataset.languageSwitch;
    if (isLocale(target)) rememberLanguage(target);
  });
}

/** A disclosure: the button toggles the panel; Escape and a click outside close it. */
function setupDisclosure(button: HTMLElement | null, panel: HTMLElement | null, show: (open: boolean) => void): void {
  if (!button || !panel) return;
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    show(open);
  };
  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      set(false);
      button.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (!button.contains(target) && !panel.contains(target)) set(false);
  });
}

function setupMenus(): void {
  const menuButton = $('[data-menu-toggle]');
  const nav = $('#site-nav');
  setupDisclosure(menuButton, nav, (open) => {
    nav?.toggleAttribute('data-open', open);
    menuButton?.setAttribute('aria-label', (open ? menuButton.dataset.labelClose : menuButton.dataset.labelOpen) ?? '');
  });
  const userButton = $('[data-user-menu-button]');
  const userMenu = $('#user-menu');
  setupDisclosure(userButton, userMenu, (open) => {
    if (userMenu) userMenu.hidden = !open;
  });
}

/** Shows the signed-in user in the header and keeps it in step with other tabs and islands. */
function setupCurrentUser(): void {
  let bell = false;
  $currentUser.subscribe((user) => {
    // A prerendered page's bell asks for its count; a page rendered on demand came with it. The
    // script is for members only (docs/decisions/032-notifications.md), a file of its own loaded
    // without the bundler's preload helper, which lives with the islands' code.
    if (user && !bell && !$('[data-bell]')?.hasAttribute('data-count')) {
      bell = true;
      void import(/* @vite-ignore */ bellScript);
    }
    root.classList.toggle('has-user', user !== null);
    root.classList.toggle('is-admin', user?.role === 'admin');
    root.classList.toggle('is-moderator', user?.role === 'admin' || user?.role === 'moderator');
    const initial = $('[data-user-initial]');
    const name = $('[data-user-name]');
    if (!user || !initial || !name) return;
    name.textContent = user.displayName;
    if (user.avatarUrl) {
      const img = document.createElement('img');
      img.src = user.avatarUrl;
      img.alt = '';
      img.className = 'h-full w-full object-cover';
      initial.replaceChildren(img);
    } else {
      initial.textContent = user.displayName.charAt(0).toUpperCase();
    }
  });
  // Signing out, online or for once the device is back online, loads its code at the first press.
  for (const button of document.querySelectorAll('[data-logout]')) button.addEventListener('click', () => import(/* @vite-ignore */ logoutScript));
  // The service worker sent a sign-out asked for offline (./logout.ts): the server has ended the session.
  navigator.serviceWorker?.addEventListener('message', ({ data }) => {
    if ((data as ServiceWorkerNotice | null)?.type === 'signed-out') setCurrentUser(null);
  });
}

function setupLogoFallback(): void {
  const img = $<HTMLImageElement>('[data-logo] img');
  const fallback = $('[data-logo-fallback]');
  if (!img || !fallback) return;
  const showFallback = () => {
    img.hidden = true;
    fallback.hidden = false;
  };
  if (img.complete && img.naturalWidth === 0) showFallback();
  else img.addEventListener('error', showFallback);
}

function setupCookieNotice(): void {
  const notice = $('[data-cookie-notice]');
  if (!notice || $cookieNoticeSeen.get()) return;
  setTimeout(() => {
    notice.hidden = false;
  }, COOKIE_NOTICE_DELAY_MS);
  notice.querySelector('[data-cookie-confirm]')?.addEventListener('click', () => {
    $cookieNoticeSeen.set(true);
    notice.hidden = true;
  });
}

setupTheme();
setupLanguageSwitch();
setupMenus();
setupCurrentUser();
setupLogoFallback();
setupCookieNotice();
setupConnectionState();
setupServiceWorker();
