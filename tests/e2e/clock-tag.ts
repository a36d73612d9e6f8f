/**
 * The tag of the journeys that move the app's one development clock: they run in the "clock"
 * project, after all others (playwright.config.ts), so no journey in parallel sees its days shifted.
 */
export const CLOCK = '@clock';
