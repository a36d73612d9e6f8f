/** The performance budgets of docs/architecture.md §12 that are byte counts: checked by the tests, printed by the bench. */
export const STATIC_SCRIPT_BUDGET_BYTES = 3 * 1024;
/** Strings that only framework runtime code contains. */
export const FRAMEWORK_MARKERS = ['react.transitional.element', 'react-dom', '__reactContainer', 'astro-island'];
/** Pages with islands: first-load JS (gzip, per file) of the activity detail page, the bar. */
export const ISLAND_PAGE_SCRIPT_BUDGET_BYTES = 80 * 1024;
