import { expect, test } from '@playwright/test';
import { hydrated, loginAs } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, startInLightTheme } from './page-checks';
import { messages } from './static-pages';

test.beforeEach(({ page }) => startInLightTheme(page));

for (const [locale, email, prefix] of [
  ['de', 'ben@rudel.test', ''],
  ['en', 'oliver@rudel.test', '/en'],
] as const) {
  test(`${locale}: every card shows a picture with its size set, and an activity reads as step cards`, async ({ page }) => {
    const t = messages[locale];
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, email);
    await page.goto(`${prefix}/activities`);
    await hydrated(page);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const pictures = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const picture = article.querySelector('img, svg.illustration');
        return picture ? { width: picture.getAttribute('width'), height: picture.getAttribute('height') } : null;
      }),
    );
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toEqual({ width: '320', height: '180' });
    // The illustrations are drawn from the sprite, which the browser can fetch.
    const sprite = await page.request.get('/illustrations.svg');
    expect(sprite.ok()).toBe(true);
    expect(await sprite.text()).toContain('<symbol id="nose-work"');

    await page.goto(`${prefix}/activities/${locale === 'de' ? 1 : 2}`);
    await expect(page.locator('svg.illustration[data-kind="nose-work"]')).toHaveAttribute('width', '640');
    const steps = page.locator('[data-instruction-steps] [data-step]');
    await expect(steps).toHaveCount(6);
    await expect(steps.first()).toContainText(locale === 'de' ? 'rutschfesten Untergrund' : 'non-slip surface');
    await expect(page.locator('[data-callout="tip"]')).toContainText(t.activity_steps_tip);
    await expect(page.locator('[data-callout="tip"]')).toContainText(locale === 'de' ? 'Bleib in der Nähe' : 'Always supervise');
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, { selector: 'main' });
  });

  test(`${locale}: the activity form shows the steps while they are written, and the chosen illustration`, async ({ page }) => {
    const t = messages[locale];
    await loginAs(page, email);
    await page.goto(`${prefix}/activities/create`);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: t.activity_steps_preview })).toHaveCount(0);
    const tip = locale === 'de' ? 'Tipp: Kurz halten.' : 'Tip: Keep it short.';
    const mistake = locale === 'de' ? 'Häufiger Fehler: Zu schnell steigern.' : 'Common mistake: Going too fast.';
    await page.getByLabel(t.activity_form_content).fill(['1. Leckerli zeigen.', '2. Warten.', tip, mistake].join('\n'));
    const preview = page.getByRole('region', { name: t.activity_steps_preview });
    await expect(preview.locator('[data-step]')).toHaveCount(2);
    await expect(preview.locator('[data-callout="tip"]')).toBeVisible();
    await expect(preview.locator('[data-callout="mistake"]')).toContainText(t.activity_steps_mistake);
    await page.getByLabel(t.activity_form_kind).selectOption('recall');
    await expect(page.getByLabel(t.activity_form_kind)).toHaveValue('recall');
    await expectAccessibleInBothThemes(page, { selector: 'main', prepare: () => page.getByLabel(t.activity_form_content).fill('1. Eins.\nTipp: Zwei.') });
  });
}

test('a member without a picture gets an illustrated dog, not a bare initial', async ({ page }) => {
  await loginAs(page, 'ben@rudel.test');
  await page.goto('/members/mia_new');
  const avatar = page.locator('main header svg[data-avatar-default]');
  await expect(avatar).toHaveAttribute('width', '80');
  await expect(avatar).toHaveClass(/avatar-coat-\d/);
});
