/**
 * The community search (docs/decisions/054-search-by-relevance.md), in both languages: activities by
 * relevance (a title hit first), a seeded question found, the language switch, axe in both themes and
 * no sideways scroll at 390 px. `RUDEL_SHOTS=<folder>` also saves screenshots at 390 and 1280 px.
 */
import { expect, type Page, test } from '@playwright/test';
import { newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes } from './page-checks';
import { LOCALES, messages } from './static-pages';

type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');

/** What the seed (src/server/db/seed/content.ts) holds to find in each language. */
const SEEDED: Record<Locale, { activityWord: string; titleHit: RegExp; questionWord: string; question: string; otherQuestionWord: string }> = {
  de: {
    activityWord: 'Leine',
    titleHit: /Leine/,
    questionWord: 'Leinenführigkeit',
    question: 'Leinenführigkeit: Wie übertrage ich die Belohnungszone nach draußen?',
    otherQuestionWord: 'Barking',
  },
  en: {
    activityWord: 'lead',
    titleHit: /lead/i,
    questionWord: 'Barking',
    question: 'Barking at bikes: what distance should we start at?',
    otherQuestionWord: 'Leinenführigkeit',
  },
};

for (const locale of LOCALES) {
  const lists = (page: Page) => page.getByRole('navigation', { name: messages[locale].community_search_types_label });
  test(`${locale}: search activities by relevance, find a question, switch languages`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    const p = prefix(locale);
    const seeded = SEEDED[locale];
    await page.setViewportSize({ width: 390, height: 900 });
    await newMember(page, locale);

    await test.step('the community tabs lead to the search', async () => {
      await page.goto(`${p}/community`);
      await page.getByRole('navigation', { name: t.community_tabs_label }).getByRole('link', { name: t.community_tab_search }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.community_search_title })).toBeVisible();
    });

    await test.step('activities: a title hit first', async () => {
      await lists(page).getByRole('link', { name: t.community_search_type_activity }).click();
      await page.getByLabel(t.community_search_label).fill(seeded.activityWord);
      await page.getByRole('button', { name: t.community_search_submit }).click();
      await expect(page).toHaveURL(/type=activity/);
      const first = page.getByTestId('search-results').getByRole('listitem').first();
      await expect(first.getByRole('heading')).toHaveText(seeded.titleHit);
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page);
      await screenshotsInBothThemes(page, `search-activities-${locale}`);
    });

    await test.step('questions: the seeded one found; the other language only with all languages', async () => {
      await lists(page).getByRole('link', { name: t.community_search_type_question }).click();
      await page.getByLabel(t.community_search_label).fill(seeded.questionWord);
      await page.getByRole('button', { name: t.community_search_submit }).click();
      await expect(page.getByTestId('search-results').getByText(seeded.question).first()).toBeVisible();
      await expectAccessibleInBothThemes(page);
      await screenshotsInBothThemes(page, `search-questions-${locale}`);
      await page.getByLabel(t.community_search_label).fill(seeded.otherQuestionWord);
      await page.getByRole('button', { name: t.community_search_submit }).click();
      await expect(page.getByTestId('search-empty')).toBeVisible();
      await expectAccessibleInBothThemes(page);
      await page.getByRole('link', { name: t.community_language_all }).click();
      await expect(page).toHaveURL(/lang=all/);
      await expect(page.getByTestId('search-results')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    await test.step('a word too short is answered at the field', async () => {
      await page.getByLabel(t.community_search_label).fill('ab');
      await page.getByRole('button', { name: t.community_search_submit }).click();
      await expect(page.getByText(t.validation_search_words)).toBeVisible();
    });
  });
}
