/**
 * The script that runs before first paint on every page: applies the stored theme (no flash),
 * marks <html> for a signed-in user so the header shows the right buttons at once, and sends a
 * first visit whose stored language differs from the page's to the same page in that language,
 * once per session. Written out minified: it is inline in every page and counts against the
 * script budget. Its text is the same on every page (the page's language comes from <html lang>,
 * the other language's path from the script element's data attribute), so astro.config.mjs puts
 * its one hash into every page's Content-Security-Policy (docs/decisions/018).
 */
import { DEFAULT_THEME, STORAGE_KEYS } from './storage-keys';

const q = JSON.stringify;
export const HEAD_SCRIPT =
  `try{var r=document.documentElement,s=localStorage,l=s.getItem(${q(STORAGE_KEYS.language)}),` +
  `t=s.getItem(${q(STORAGE_KEYS.theme)})||${q(DEFAULT_THEME)},u=JSON.parse(s.getItem(${q(STORAGE_KEYS.currentUser)})||"null");` +
  `if(l&&l!=r.lang&&!sessionStorage.getItem("langRedirect")){sessionStorage.setItem("langRedirect",1);location.replace(document.currentScript.dataset.alternate+location.search+location.hash)}` +
  `t=t=="dark"||t=="system"&&matchMedia("(prefers-color-scheme: dark)").matches;r.classList.toggle("dark",t);r.style.colorScheme=t?"dark":"light";` +
  `u&&r.classList.add("has-user");u&&u.role=="admin"&&r.classList.add("is-admin");u&&u.role!="user"&&r.classList.add("is-moderator")}catch(e){}`;
