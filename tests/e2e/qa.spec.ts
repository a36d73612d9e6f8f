import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstActivity, hydrated, loginAs, newMember } from './fixtures';
import { expectAccessibleInBothThemes, expectNoSidewaysScroll } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { LOCALES, messages } from './static-pages';
import { commentsToggle } from './plural';

// Q&A and the discussions of an activity (docs/decisions/029-questions-and-discussions.md): ask about
// an activity, get an answer, accept it and take it back; follow an author from a post card.

type Locale = 'de' | 'en';
const headers = { origin: E2E_BASE_URL };
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');
/** A message with its placeholders filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Seeded activities no other journey writes about (index 6 of the seed, one row per language). */
const QUIET_ACTIVITY: Record<Locale, number> = { de: 13, en: 14 };
/** Seeded activities with an answered demo question ("leinenziehen-draussen", "barking-at-bikes"). */
const DISCUSSED_ACTIVITY: Record<Locale, number> = { de: 21, en: 32 };
/** Who answers the question: a yearly member, who may comment without an activity of their own. */
const ANSWERER: Record<Locale, { email: string; name: string }> = {
  de: { email: 'lena@rudel.test', name: 'lena_yearly' },
  en: { email: 'oliver@rudel.test', name: 'oliver_yearly' },
};
/** The asker of a seeded answered question, who sees the accept buttons on it. */
const ASKER: Record<Locale, { email: string; name: string }> = {
  de: { email: 'tom@rudel.test', name: 'tom_monthly' },
  en: { email: 'emma@rudel.test', name: 'emma_walks' },
};
/** The author of one of the newest seeded posts, so their card is on the feed's first page. */
const RECENT_AUTHOR: Record<Locale, string> = { de: 'ben_free', en: 'emma_walks' };

/** The open and answered counts of the statistics card. */
async function questionCounts(page: Page): Promise<{ open: number; answered: number }> {
  const read = async (id: string) => Number((await page.getByTestId(id).textContent())?.replace(/\D/g, ''));
  return { open: await read('qa-open'), answered: await read('qa-answered') };
}

async function expectCounts(page: Page, counts: { open: number; answered: number }) {
  await expect(page.getByTestId('qa-open')).toHaveText(String(counts.open));
  await expect(page.getByTestId('qa-answered')).toHaveText(String(counts.answered));
}

/** Opens the Q&A list with one of its filter links, the way a member would. */
async function openFilter(page: Page, locale: Locale, label: string, query: string) {
  await page.getByRole('navigation', { name: messages[locale].qa_filter_label }).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/community/qa${query.replace('?', '\\?')}$`));
  await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  await hydrated(page);
}

/** Scrolls to the activity's discussions and waits until their island has hydrated (client:visible). */
async function openDiscussions(page: Page): Promise<Locator> {
  const discussions = page.locator('#discussions');
  await discussions.scrollIntoViewIfNeeded();
  await expect(page.locator('#discussions astro-island[ssr]')).toHaveCount(0);
  return discussions;
}

// The statistics card counts every question of the app: the journeys that ask one run one after the
// other, and no other spec writes questions.
test.describe('asking', () => {
  test.describe.configure({ mode: 'serial' });

  for (const locale of LOCALES) {
    test(`${locale}: a member asks about an activity, accepts an answer and takes the acceptance back`, async ({ page, browser }) => {
      test.slow();
      const t = messages[locale];
      const activityId = QUIET_ACTIVITY[locale];
      const activityPath = `${prefix(locale)}/activities/${activityId}`;
      const answerer = ANSWERER[locale];
      const stamp = `${locale}-${Date.now().toString(36)}`;
      const question = `${stamp}: Wie lange sollte eine Runde dauern, bevor mein Hund die Lust verliert?`;
      const addendum = `${stamp}: Nachtrag – er ist zwei Jahre alt.`;
      const answer = `${stamp}: Hör auf, solange es noch Spaß macht – lieber drei kurze Runden.`;
      const card = page.getByRole('article').filter({ hasText: question }).first();
      const commentsButton = card.getByRole('button', { name: commentsToggle(t) });
      const answered = card.getByText(`✓ ${t.post_answered}`, { exact: true });
      let title = '';
      let before = { open: 0, answered: 0 };

      await test.step('a new member with a first activity may write', async () => {
        await newMember(page, locale);
        expect((await page.request.post('/api/activities', { data: firstActivity, headers })).status()).toBe(201);
        await page.goto(`${prefix(locale)}/community/qa`);
        await expect(page.getByRole('heading', { level: 1, name: t.community_qa_title })).toBeVisible();
        before = await questionCounts(page);
      });

      await test.step('ask about the activity from its discussions', async () => {
        await page.goto(activityPath);
        title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
        expect(title).not.toBe('');
        const discussions = await openDiscussions(page);
        await expect(discussions.getByRole('heading', { name: t.activity_discussions_title })).toBeVisible();
        await discussions.getByRole('link', { name: t.activity_discussions_ask }).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/community/create-post\\?type=question&activity=${activityId}$`));
        await hydrated(page);
        await expect(page.getByText(fill(t.create_post_activity, { title }))).toBeVisible();
        await expect(page.getByLabel(t.post_type_question, { exact: true })).toBeChecked();
        // A question from the form has a title (docs/decisions/049-question-titles-and-post-languages.md).
        await page.getByLabel(t.create_post_question_title).fill(`${stamp}: Wie lange üben?`);
        await page.getByLabel(t.create_post_content).fill(question);
        await page.getByRole('button', { name: t.create_post_submit }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/community$`));
        await expect(page.getByText(t.post_created)).toBeVisible();
      });

      await test.step('the question is listed, open, with the link to the activity', async () => {
        await page.goto(`${prefix(locale)}/community/qa`);
        await hydrated(page);
        await expect(card).toBeVisible();
        await expect(card.getByText(t.post_type_question, { exact: true })).toBeVisible();
        await expect(card.getByRole('link', { name: fill(t.post_activity_link, { title }) })).toHaveAttribute('href', activityPath);
        await expect(answered).toHaveCount(0);
        await expectCounts(page, { open: before.open + 1, answered: before.answered });
        await openFilter(page, locale, t.qa_filter_unanswered, '?filter=unanswered');
        await expect(card).toBeVisible();
        await openFilter(page, locale, t.qa_filter_mine, '?filter=mine');
        await expect(card).toBeVisible();
      });

      await test.step('the asker adds a detail in a comment', async () => {
        await commentsButton.click();
        await card.getByRole('textbox', { name: t.comment_add }).fill(addendum);
        await card.getByRole('button', { name: t.comment_send }).click();
        await expect(card.getByText(addendum)).toBeVisible();
      });

      await test.step('another member answers, and may not accept', async () => {
        const other = await browser.newContext({ baseURL: E2E_BASE_URL });
        const otherPage = await other.newPage();
        await loginAs(otherPage, answerer.email);
        await otherPage.goto(`${prefix(locale)}/community/qa?filter=unanswered`);
        await hydrated(otherPage);
        const theirCard = otherPage.getByRole('article').filter({ hasText: question }).first();
        await theirCard.getByRole('button', { name: commentsToggle(t) }).click();
        await expect(theirCard.getByText(addendum)).toBeVisible();
        await theirCard.getByRole('textbox', { name: t.comment_add }).fill(answer);
        await theirCard.getByRole('button', { name: t.comment_send }).click();
        await expect(otherPage.getByText(t.comment_added)).toBeVisible();
        await expect(theirCard.getByText(answer)).toBeVisible();
        await expect(theirCard.getByRole('button', { name: t.comment_accept })).toHaveCount(0);
        await other.close();
      });

      await test.step('the asker accepts the answer: it comes first, marked, and the question is answered', async () => {
        await page.reload();
        await hydrated(page);
        await commentsButton.click();
        const comments = card.getByRole('article');
        await expect(comments).toHaveCount(2);
        // Oldest first while none is accepted: the addendum, then the answer.
        await expect(comments.nth(0)).toContainText(addendum);
        await expect(comments.nth(1)).toHaveAccessibleName(answerer.name);
        await comments.nth(1).getByRole('button', { name: t.comment_accept }).click();
        await expect(comments.first()).toHaveAccessibleName(`${t.comment_accepted}: ${answerer.name}`);
        await expect(comments.first()).toContainText(answer);
        await expect(comments.first().getByText(`✓ ${t.comment_accepted}`)).toBeVisible();
        await expect(comments.first().getByRole('button', { name: t.comment_unaccept })).toBeVisible();
        await expect(comments.nth(1)).toContainText(addendum);
        await expect(answered).toBeVisible();
      });

      await test.step('the Answered filter lists it, the Unanswered filter no longer, and the counts moved', async () => {
        await page.goto(`${prefix(locale)}/community/qa`);
        await hydrated(page);
        await expectCounts(page, { open: before.open, answered: before.answered + 1 });
        await openFilter(page, locale, t.qa_filter_answered, '?filter=answered');
        await expect(card).toBeVisible();
        await expect(answered).toBeVisible();
        await openFilter(page, locale, t.qa_filter_unanswered, '?filter=unanswered');
        await expect(page.getByRole('article').filter({ hasText: question })).toHaveCount(0);
      });

      await test.step('the asker takes the acceptance back: the question is open again', async () => {
        await openFilter(page, locale, t.qa_filter_answered, '?filter=answered');
        await commentsButton.click();
        const accepted = card.getByRole('article', { name: `${t.comment_accepted}: ${answerer.name}`, exact: true });
        await accepted.getByRole('button', { name: t.comment_unaccept }).click();
        await expect(card.getByRole('article', { name: answerer.name, exact: true }).getByRole('button', { name: t.comment_accept })).toBeVisible();
        await expect(card.getByText(`✓ ${t.comment_accepted}`)).toHaveCount(0);
        await expect(answered).toHaveCount(0);
        await openFilter(page, locale, t.qa_filter_unanswered, '?filter=unanswered');
        await expect(card).toBeVisible();
        await expect(answered).toHaveCount(0);
        await expectCounts(page, { open: before.open + 1, answered: before.answered });
        await openFilter(page, locale, t.qa_filter_answered, '?filter=answered');
        await expect(page.getByRole('article').filter({ hasText: question })).toHaveCount(0);
      });

      await test.step("the activity's discussions list the question", async () => {
        await page.goto(activityPath);
        const discussions = await openDiscussions(page);
        const listed = discussions.getByRole('article').filter({ hasText: question });
        await expect(listed).toBeVisible();
        // On the activity's own page the card does not link back to it.
        await expect(listed.getByRole('link', { name: fill(t.post_activity_link, { title }) })).toHaveCount(0);
      });
    });
  }
});

for (const locale of LOCALES) {
  test(`${locale}: a member follows an author from a post card and finds their post in the network`, async ({ page }) => {
    const t = messages[locale];
    const author = RECENT_AUTHOR[locale];
    await newMember(page, locale);
    await page.goto(`${prefix(locale)}/community`);
    await hydrated(page);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: author, exact: true }) })
      .first();
    await expect(card).toBeVisible();
    // Follow from the card's ⋯ menu; the menu then offers to unfollow.
    await card.getByRole('button', { name: t.post_menu }).click();
    await card.getByRole('menuitem', { name: t.member_follow, exact: true }).click();
    await card.getByRole('button', { name: t.post_menu }).click();
    await expect(card.getByRole('menuitem', { name: t.member_unfollow, exact: true })).toBeVisible();
    await expect(card.getByRole('menuitem', { name: t.member_follow, exact: true })).toHaveCount(0);

    await page.goto(`${prefix(locale)}/community/network`);
    await expect(
      page
        .locator('#feed')
        .getByRole('link', { name: fill(t.network_item_post, { name: author }) })
        .first(),
    ).toBeVisible();
    await expect(page.locator('#following').getByRole('link', { name: author })).toBeVisible();

    // Back on the feed the card remembers it.
    await page.goto(`${prefix(locale)}/community`);
    await hydrated(page);
    await card.getByRole('button', { name: t.post_menu }).click();
    await expect(card.getByRole('menuitem', { name: t.member_unfollow, exact: true })).toBeVisible();
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the Q&A page and an activity's discussions pass axe in both themes and fit a 390 px phone`, async ({ page }) => {
    test.slow();
    const t = messages[locale];
    const asker = ASKER[locale];
    await loginAs(page, asker.email);

    // The asker's answered question with its comments open: the accepted answer and the accept buttons show.
    const ownAnswered = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: asker.name, exact: true }) })
      .filter({ hasText: `✓ ${t.post_answered}` })
      .first();
    const openAnsweredComments = async () => {
      await ownAnswered.getByRole('button', { name: commentsToggle(t) }).click();
      // The comment's mark, not the card's preview of it ("✓ Angenommene Antwort: …").
      await expect(ownAnswered.getByText(`✓ ${t.comment_accepted}`, { exact: true })).toBeVisible();
      await expect(ownAnswered.getByRole('button', { name: t.comment_unaccept })).toBeVisible();
    };
    await page.goto(`${prefix(locale)}/community/qa`);
    await hydrated(page);
    await expect(page.getByTestId('qa-open')).toBeVisible();
    await expectAccessibleInBothThemes(page, { prepare: openAnsweredComments });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await hydrated(page);
    await expectNoSidewaysScroll(page);
    await openAnsweredComments();
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(`${prefix(locale)}/activities/${DISCUSSED_ACTIVITY[locale]}`);
    await expectAccessibleInBothThemes(page, {
      prepare: async () => {
        const discussions = await openDiscussions(page);
        await expect(discussions.getByRole('article').first()).toBeVisible();
      },
    });
  });
}
