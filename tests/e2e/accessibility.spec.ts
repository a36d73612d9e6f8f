import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LOCALES, staticPages } from './static-pages';

const THEMES = ['light', 'dark'] as const;
const extraPages = [
  { name: 'not-found', url: (locale: string) => (locale === 'de' ? '/gibt-es-nicht' : '/en/does-not-exist') },
];

for (const page of [...staticPages.map((p) => ({ name: p.key, url: p.url })), ...extraPages]) {
  for (const locale of LOCALES) {
    for (const theme of THEMES) {
      test(`${page.name} (${locale}, ${theme}) has no serious or critical axe violation`, async ({ page: browser }) => {
        await browser.addInitScript((value) => {
          localStorage.setItem('theme', value);
          localStorage.setItem('cookieNoticeSeen', 'yes');
        }, theme);
        await browser.goto(page.url(locale as 'de' | 'en'));
        await expect(browser.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const results = await new AxeBuilder({ page: browser }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
      });
    }
  }
}

test('the cookie notice and the open mobile menu pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
  await page.goto('/');
  await page.clock.runFor(2100);
  await page.locator('[data-menu-toggle]').click();
  await expect(page.locator('[data-cookie-notice]')).toBeVisible();
  await page.clock.resume();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
