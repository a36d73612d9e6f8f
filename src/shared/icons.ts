/**
 * The interface's icons: 24×24 outlines drawn with the text colour (the shapes follow the Lucide
 * set), rendered as inline SVG by components/Icon.astro and islands/Icon.tsx. Emoji are no icons:
 * without an emoji font they show as empty boxes (a unit test keeps them out of the source).
 * A shape an island shows lives in a module of its own (./icon-shapes/), so the island's code
 * carries that shape alone, not every shape some island uses.
 */
import { CHECK } from './icon-shapes/check';
import { HEART } from './icon-shapes/heart';
import { MAP_PIN } from './icon-shapes/map-pin';
import { PAW } from './icon-shapes/paw';

export const ALERT = '<path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"/><path d="M12 9v4M12 17h.01"/>';
export const CLOCK = '<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>';
export const EYE = '<path d="M2 12s3-7 10-7 10 7 10 7-3 7-10 7-10-7-10-7Z"/><circle cx="12" cy="12" r="3"/>';
export const LIGHTBULB = '<path d="M15 14c.2-1 .7-1.7 1.5-2.5 1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5.7.7 1.3 1.5 1.5 2.5M9 18h6M10 22h4"/>';
export const MAIL = '<rect width="20" height="16" x="2" y="4" rx="2"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/>';
export const MESSAGE = '<path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z"/>';
export const MOON = '<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/>';
export const REPEAT = '<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/>';
export const LOCK = '<rect width="18" height="11" x="3" y="11" rx="2"/><path d="M7 11V7a5 5 0 0 1 10 0v4"/>';
export const SUN =
  '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41"/>';
export const USER = '<path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/>';
export const USERS =
  '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75"/>';
export const STAR = '<path d="M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2z"/>';

/** By name, for the Astro component (server-rendered: islands import the single shapes they use). */
export const ICONS = {
  alert: ALERT,
  check: CHECK,
  clock: CLOCK,
  eye: EYE,
  heart: HEART,
  lightbulb: LIGHTBULB,
  lock: LOCK,
  mail: MAIL,
  mapPin: MAP_PIN,
  message: MESSAGE,
  moon: MOON,
  paw: PAW,
  repeat: REPEAT,
  star: STAR,
  sun: SUN,
  user: USER,
  users: USERS,
} as const;

export type IconName = keyof typeof ICONS;

/** The <svg> attributes both renderers share. */
export const ICON_SVG = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;
