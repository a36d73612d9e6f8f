import { defineConfig, presetWind4, transformerDirectives, transformerVariantGroup } from 'unocss';

/** Design tokens: warm, calm colours; every pair used for text passes WCAG AA in both themes. */
export default defineConfig({
  presets: [presetWind4({ dark: 'class', preflights: { reset: true } })],
  preflights: [
    {
      // The header renders guest and member controls; the head script marks <html> before paint.
      // The offline badge and the offline parts of the user menu show while the shell marks <html>
      // offline; the parts that need a connection hide then.
      getCSS: () =>
        'html:not(.has-user) [data-member],html.has-user [data-guest],html:not(.is-admin) [data-admin],html:not(.is-moderator) [data-moderator],html:not(.is-offline) :is([data-offline],[data-offline-only]),html.is-offline [data-online-only]{display:none!important}',
    },
    {
      // Offline, a member's header carries the badge as well: on a phone there is no room for the
      // app's name beside it, which then is only read out (as sr-only does).
      getCSS: () =>
        '@media (max-width:639.98px){html.is-offline.has-user [data-logo-name]{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}',
    },
    {
      // Below the md breakpoint a member has the tab bar (components/TabBar.astro) at the bottom:
      // the page ends above it, and what else is fixed to the bottom (cookie notice, update prompt,
      // toasts) stands on it. Focus and anchors scroll clear of it. The safe area counts with it.
      getCSS: () =>
        '@media (max-width:47.99rem){html.has-user{--tab-bar:calc(4rem + env(safe-area-inset-bottom));scroll-padding-bottom:var(--tab-bar)}html.has-user body{padding-bottom:var(--tab-bar)}html.has-user :is([data-cookie-notice],[data-update-prompt],[data-toasts] section){margin-bottom:var(--tab-bar)}}',
    },
    {
      // Members write long unbroken words and URLs: any text breaks where it must rather than
      // widening the page, and grid children may be narrower than their widest content (a
      // truncated name, a select with long options), so a column never grows past the page.
      // Tables keep their columns and scroll inside their own box instead.
      getCSS: () => 'body{overflow-wrap:anywhere}.grid>*{min-width:0}table{overflow-wrap:normal}',
    },
    {
      // The activity filters (ActivityBrowser): on a phone a sheet from the bottom that the row of
      // chips opens (a popover: Escape and a tap beside it close it, focus returns to the chip);
      // from sm on the same fieldset stands in the form, whatever the popover's state.
      getCSS: () =>
        '@media (max-width:639.98px){.filter-sheet:popover-open{display:grid;position:fixed;inset:auto 0 0;margin:0;width:100%;max-width:none;max-height:85dvh;overflow:auto;border:0;border-radius:1rem 1rem 0 0;padding:1.25rem 1rem calc(1.25rem + env(safe-area-inset-bottom));background:#ffffff;color:inherit;box-shadow:0 -8px 24px rgb(0 0 0/.2)}html.dark .filter-sheet:popover-open{background:#201c18}.filter-sheet::backdrop{background:rgb(0 0 0/.45)}}' +
        '@media (min-width:640px){.filter-sheet{display:grid;position:static;inset:auto;margin:0;width:auto;height:auto;max-height:none;overflow:visible;border:0;padding:0;background:none;color:inherit}}',
    },
    {
      // Native checkboxes, radios and ranges take the theme's accent, not the browser's blue.
      getCSS: () => 'html{accent-color:#85430c}html.dark{accent-color:#f2cb8f}',
    },
    {
      // The illustrations' colours (public/illustrations.svg reads them through <use>): the palette's
      // warm browns with a sage accent, darker and softer in the dark theme.
      getCSS: () =>
        '.illustration{background:var(--ill-bg);--ill-bg:#f9e6c9;--ill-soft:#f2cb8f;--ill-fg:#c76b12;--ill-deep:#85430c;--ill-ink:#3d2008;--ill-line:#85430c;--ill-accent:#5b8c6a;--ill-treat:#a9560b;--ill-light:#fffdf9}' +
        '.dark .illustration{--ill-bg:#2a231c;--ill-soft:#3d3228;--ill-fg:#d9893f;--ill-deep:#9a5a22;--ill-ink:#2a1709;--ill-line:#e3a867;--ill-accent:#7fae8c;--ill-treat:#e3a867}' +
        // A member without a picture gets a dog of one of four coats, chosen by name (Avatar.tsx).
        '.avatar-coat-1{--ill-fg:#d9a441;--ill-deep:#a8741c}.avatar-coat-2{--ill-fg:#9b7455;--ill-deep:#5e4431}.avatar-coat-3{--ill-fg:#c0674a;--ill-deep:#7d3c28}',
    },
  ],
  transformers: [transformerDirectives(), transformerVariantGroup()],
  theme: {
    colors: {
      brand: {
        50: '#fdf6ec',
        100: '#f9e6c9',
        200: '#f2cb8f',
        500: '#c76b12',
        600: '#a9560b',
        700: '#85430c',
        800: '#6b370f',
        900: '#3d2008',
      },
      ink: { DEFAULT: '#1f1a14', soft: '#4a4036', muted: '#6b5f53' },
      paper: { DEFAULT: '#fffdf9', raised: '#ffffff', sunk: '#f6f1ea' },
      night: { DEFAULT: '#15120f', raised: '#201c18', sunk: '#0e0c0a', line: '#3a332c' },
    },
  },
  shortcuts: {
    'page-container': 'mx-auto w-full max-w-6xl px-4 sm:px-6',
    card: 'rounded-2xl border border-stone-200 bg-paper-raised p-5 shadow-sm dark:(border-night-line bg-night-raised)',
    btn: 'inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors focus-visible:(outline-2 outline-offset-2 outline-brand-600) disabled:(cursor-not-allowed opacity-60)',
    'btn-primary': 'btn bg-brand-700 text-white hover:bg-brand-800 dark:(bg-brand-200 text-brand-900 hover:bg-brand-100)',
    'btn-ghost': 'btn border border-stone-300 text-ink hover:bg-stone-100 dark:(border-night-line text-stone-100 hover:bg-night-sunk)',
    /** An item of a "more" menu (components/MoreMenu.astro): a 44 px row. */
    'menu-item': 'btn min-h-11 w-full justify-start whitespace-nowrap font-medium hover:bg-stone-100 dark:hover:bg-night-sunk',
    link: 'text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:(text-brand-200 hover:text-brand-100)',
    'field-label': 'block text-sm font-medium text-ink-soft dark:text-stone-300',
    'field-input':
      'mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-ink focus-visible:(outline-2 outline-offset-1 outline-brand-600) aria-[invalid=true]:border-red-700 dark:(border-night-line bg-night-sunk text-stone-100)',
    /** A radio or checkbox inside a big label: a chip of at least 48 px, marked while its input is checked. */
    chip: 'inline-flex min-h-12 min-w-12 cursor-pointer select-none items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium text-ink has-checked:border-brand-700 has-checked:bg-brand-100 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:border-night-line dark:bg-night-sunk dark:text-stone-100 dark:has-checked:border-brand-200 dark:has-checked:bg-brand-900 dark:has-checked:text-brand-50',
    'field-error': 'mt-1 text-sm text-red-700 dark:text-red-300',
    'prose-text': 'text-ink-soft leading-relaxed dark:text-stone-300',
  },
});
