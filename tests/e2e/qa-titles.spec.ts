/**
 * Q&A as Q&A and a language per post (docs/decisions/049-question-titles-and-post-languages.md), in both
 * languages: asking a question offers a similar one while the title is typed, the list previews an
 * accepted answer under the question's title, and the language switch shows every language.
 * `RUDEL_SHOTS=<folder>` also saves screenshots at 390 and 1280 px in both themes.
 */
import { expect, test } from '@playwright/test';
import { firstActivity, hydrated, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll, screenshotsInBothThemes } from './page-checks';
import { commentsToggle } from './plural';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';

type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');

/** The seeded answered question of each language (src/server/db/seed/content.ts) and a title that shares its words. */
const SEEDED: Record<Locale, { title: string; typed: string; answer: string }> = {
  de: {
    title: 'Leinenführigkeit: Wie übertrage ich die Belohnungszone nach draußen?',
    typed: 'Leinenführigkeit beim Joggen',
    answer: 'Drinnen klappt es schon – das ist die halbe Miete!',
  },
  en: {
    title: 'Barking at bikes: what distance should we start at?',
    typed: 'Barking at joggers',
    answer: 'Start where she can notice the bike and still take treats calmly.',
  },
};
const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

for (const locale of LOCALES) {
  test(`${locale}: a question with a title, a similar one offered, the accepted answer previewed, the language switch`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    const p = prefix(locale);
    const seeded = SEEDED[locale];
    const stamp = Date.now().toString(36);
    const title = `${seeded.typed} ${stamp}`;
    await newMember(page, locale);
    expect((await page.request.post('/api/activities', { data: firstActivity, headers: { origin: E2E_BASE_URL } })).status()).toBe(201);

    await test.step('the question form offers a similar question while the title is typed, in its language only', async () => {
      await page.goto(`${p}/community/qa`);
      await page.getByRole('link', { name: t.qa_ask, exact: true }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${p}/community/create-post?type=question`);
      await hydrated(page);
      await expect(page.getByLabel(t.create_post_language)).toHaveValue(locale);
      const similar = page.getByRole('heading', { name: t.qa_similar_title });
      const typeTitle = async () => {
        await page.getByLabel(t.create_post_question_title).fill(seeded.typed);
        await expect(similar).toBeVisible();
      };
      await typeTitle();
      await expect(page.getByRole('link', { name: seeded.title })).toHaveAttribute('href', /\/community\/posts\/\d+$/);
      await expect(page.getByRole('link', { name: SEEDED[other(locale)].title })).toHaveCount(0);
      await expectAccessibleInBothThemes(page, { prepare: typeTitle });
      await expectNoSidewaysScroll(page);
      await screenshotsInBothThemes(page, `ask-${locale}`, { prepare: typeTitle });
    });

    await test.step('a title too short is refused at its field; a good one is posted', async () => {
      await page.getByLabel(t.create_post_question_title).fill('Leine?');
      await page.getByLabel(t.create_post_content).fill(`${stamp}: Er zieht nur, wenn wir laufen. Was hilft euch?`);
      await page.getByRole('button', { name: t.create_post_submit }).click();
      await expect(page.getByText(t.validation_question_title_min)).toBeVisible();
      await expect(page.getByLabel(t.create_post_question_title)).toBeFocused();
      await page.getByLabel(t.create_post_question_title).fill(title);
      await page.getByRole('button', { name: t.create_post_submit }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${p}/community`);
      await expect(page.getByText(t.post_created)).toBeVisible();
    });

    await test.step("the list shows the new question by its title in the page's language, and every language after the switch", async () => {
      await page.goto(`${p}/community/qa`);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const languages = page.getByRole('navigation', { name: t.community_language_label });
      await expect(languages.getByRole('link', { name: t.community_language_page })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: SEEDED[other(locale)].title })).toHaveCount(0);
      await languages.getByRole('link', { name: t.community_language_all }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${p}/community/qa?lang=all`);
      await hydrated(page);
      await expect(languages.getByRole('link', { name: t.community_language_all })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { name: SEEDED[other(locale)].title })).toBeVisible();
      await expect(page.getByRole('heading', { name: seeded.title })).toBeVisible();
      await screenshotsInBothThemes(page, `qa-all-${locale}`);
      // The feed has the same switch.
      await page.goto(`${p}/community`);
      await page.getByRole('navigation', { name: t.community_language_label }).getByRole('link', { name: t.community_language_all }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${p}/community?lang=all`);
    });

    await test.step('the answered question shows its accepted answer under its title', async () => {
      await page.goto(`${p}/community/qa?filter=answered`);
      await hydrated(page);
      const answered = page.getByRole('article').filter({ has: page.getByRole('heading', { name: seeded.title }) });
      await expect(answered.getByText(`✓ ${t.comment_accepted}:`)).toBeVisible();
      await expect(answered.getByText(seeded.answer, { exact: false }).first()).toBeVisible();
      await expect(answered.getByRole('button', { name: commentsToggle(t) })).toBeVisible();
      await expect(answered.getByText(`✓ ${t.post_answered}`, { exact: true })).toBeVisible();
      await expectAccessibleInBothThemes(page);
      await expectNoSidewaysScroll(page);
    });
  });
}
