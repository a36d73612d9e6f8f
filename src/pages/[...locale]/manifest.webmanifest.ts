/**
 * The installed app's manifest in each language (`/manifest.webmanifest`, `/en/manifest.webmanifest`),
 * prerendered: the app starts in the language it was installed from. Both share one `id`, so
 * installing from either page is the same app (docs/decisions/031-offline-field-app.md).
 */
import type { APIRoute } from 'astro';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { localeStaticPaths, pathFor } from '~/shared/routes';

export const getStaticPaths = localeStaticPaths;

/** The brand colours of src/styles (light paper, dark night) and the logo's brown. */
const COLORS = { light: { background: '#fdf6ec', theme: '#85430c' }, dark: { background: '#15120f', theme: '#15120f' } };

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({ src: `/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose });

export const GET: APIRoute = ({ props }) => {
  const { locale } = props as { locale: Locale };
  const o = { locale };
  const manifest = {
    id: '/',
    name: m.app_manifest_name({}, o),
    short_name: m.app_name({}, o),
    description: m.home_meta_description({}, o),
    lang: locale,
    dir: 'ltr',
    start_url: pathFor('today', locale),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: COLORS.light.background,
    theme_color: COLORS.light.theme,
    // Colours for a dark system theme, where browsers read them (the page's theme-color meta covers the rest).
    user_preferences: { color_scheme_dark: { background_color: COLORS.dark.background, theme_color: COLORS.dark.theme } },
    categories: ['lifestyle', 'social', 'education'],
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('maskable-192.png', 192, 'maskable'),
      icon('maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: [
      { name: m.nav_training({}, o), url: pathFor('training', locale), icons: [icon('icon-192.png', 192, 'any')] },
      { name: m.nav_activities({}, o), url: pathFor('activities', locale), icons: [icon('icon-192.png', 192, 'any')] },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
