/** The accessibility bar every page meets (docs/architecture.md): no serious or critical axe violation under WCAG 2.2 AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules of WCAG_TAGS a theme can pass or fail: the dark theme changes colours only (no `dark:`
 * variant shows, hides or moves anything), so the second theme's check runs these alone.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The serious and critical violations on the page (or inside `selector`), as "rule: targets" lines; all WCAG rules unless `rules` names some. */
export async function seriousAxeViolations(page: Page, selector?: string, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens an extra page to merge the frames'
  // results, which doubles the time of every check. The app has no cross-origin frames to merge.
  // Only violations are collected: passes and incompletes are never read.
  // At the top of the page: scrolled, the sticky header and community tabs cover the targets under
  // them, which WCAG 2.2's target-size rule (wcag22aa) then counts as too small to tap.
  await page.evaluate(() => window.scrollTo(0, 0));
  const all = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  const builder = rules ? all.withRules(rules) : all.withTags(WCAG_TAGS);
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
