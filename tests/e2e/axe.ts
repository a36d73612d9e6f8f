/** The accessibility bar every page meets (docs/architecture.md): no serious or critical axe violation under WCAG 2.2 AA. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations on the page (or inside `selector`), as "rule: targets" lines. */
export async function seriousAxeViolations(page: Page, selector?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens an extra page to merge the frames'
  // results, which doubles the time of every check. The app has no cross-origin frames to merge.
  // Only violations are collected: passes and incompletes are never read.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  const results = await (selector ? builder.include(selector) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
