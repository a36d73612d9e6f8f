/** Tags that send a journey to a Playwright project of its own (playwright.config.ts). */

/**
 * The journeys that move the app's one development clock: they run in the "clock" project, after
 * all others, so no journey in parallel sees its days shifted.
 */
export const CLOCK = '@clock';

/**
 * The journeys that subscribe this browser to push: they run in the "push" project, in the full
 * Chromium, as the headless shell the other journeys use has no Push API
 * (docs/decisions/053-journeys-in-the-headless-shell.md).
 */
export const PUSH = '@push';
