/**
 * How the messages are compiled, shared by astro.config.mjs (the Vite plugin) and the test
 * setup. Pages pass the locale to every message, so the runtime detects nothing itself.
 */
/** @type {{ project: string; outdir: string; strategy: ['globalVariable', 'baseLocale'] }} */
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  strategy: ['globalVariable', 'baseLocale'],
};
