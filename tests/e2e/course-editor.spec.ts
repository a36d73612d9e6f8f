import { expect, test, type Page } from '@playwright/test';
import { DEMO_COURSE_IDS } from '~/server/db/seed/course-ids';
import { hydrated, newMember, signInAs } from './fixtures';
import { countText } from './plural';
import { expectAccessibleInBothThemes, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { messages } from './static-pages';

// The course editor and the insights (docs/decisions/048-course-editor.md): the demo trainer writes
// a course with two stages, finds each step's activity with the search, reorders a step by keyboard, meets a field error, saves the draft, publishes and reads the insights; a member
// without the professional tier is told why before any tap.
type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');
const TRAINER = 'julia@rudel.test';

/** Seeded activities the search finds by one word of their title, per language. */
const activities = {
  de: [
    { query: 'Namensspiel', title: /^Namensspiel für Welpen/ },
    { query: 'Pfeife', title: /^Rückruf mit der Pfeife/ },
    { query: 'Pingpong', title: /^Rückruf-Pingpong/ },
  ],
  en: [
    { query: 'game', title: /^Name game for puppies/ },
    { query: 'Whistle', title: /^Whistle recall/ },
    { query: 'ping-pong', title: /^Recall ping-pong/ },
  ],
} as const;

for (const locale of ['de', 'en'] as const) {
  const t = messages[locale];
  const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  const [first, second, third] = activities[locale];

  /** Chooses the step's activity with the search. */
  async function choose(page: Page, step: number, activity: (typeof activities)[Locale][number]) {
    const card = page.getByTestId('editor-step').nth(step);
    await card.getByRole('button', { name: t.course_editor_activity_choose }).click();
    await card.getByRole('searchbox', { name: t.course_editor_activity_search }).fill(activity.query);
    await card.getByTestId('activity-picker').getByRole('button', { name: activity.title }).first().click();
    await expect(card.getByTestId('step-activity')).toHaveText(activity.title);
  }

  async function saveWithTooShortTitle(page: Page) {
    await page.getByLabel(t.course_editor_title, { exact: true }).fill('Ab');
    await page.getByRole('button', { name: t.course_editor_save_draft }).click();
    await expect(page.getByText(t.validation_course_title)).toBeVisible();
  }

  /** Saves with the last step's goal above its limit: the schema's message stands at that field. */
  async function saveWithTooManySessions(page: Page) {
    const step = page.getByTestId('editor-step').last();
    const sessions = step.getByLabel(t.course_editor_goal_sessions);
    await sessions.fill('11');
    await page.getByRole('button', { name: t.course_editor_save_draft }).click();
    await expect(sessions).toHaveAttribute('aria-invalid', 'true');
    await expect(step.getByText(t.validation_goal_sessions)).toBeVisible();
    return sessions;
  }

  test(`${locale}: a trainer writes a course, reorders its steps, publishes it and reads the insights`, async ({ page }) => {
    // About 75 s on a busy machine, screenshots (RUDEL_SHOTS) included; as long as the other course journeys may take.
    test.slow();
    await startInLightTheme(page);
    await signInAs(page, TRAINER);
    await page.goto(`${prefix(locale)}/courses`);
    await expect(page.getByTestId('my-courses')).toBeVisible();
    await page.getByTestId('course-write').click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/courses/new$`));
    await expect(page.getByRole('heading', { level: 1, name: t.course_editor_new_title })).toBeVisible();
    await hydrated(page);

    // A title too short: the schema's message stands at the title, which takes the focus.
    await saveWithTooShortTitle(page);
    await expect(page.getByLabel(t.course_editor_title, { exact: true })).toBeFocused();
    await expect(page.getByLabel(t.course_editor_title, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await screenshotsInBothThemes(page, `editor-new-${locale}`, { prepare: () => saveWithTooShortTitle(page) });

    const title = locale === 'de' ? `Rückruf in drei Schritten ${Date.now()}` : `Recall in three steps ${Date.now()}`;
    await page.getByLabel(t.course_editor_title, { exact: true }).fill(title);
    await page.getByLabel(t.course_editor_summary).fill(locale === 'de' ? 'Vom Namen zur Pfeife.' : 'From the name to the whistle.');
    const stages = page.getByTestId('editor-stage');
    await stages
      .nth(0)
      .getByLabel(t.course_editor_stage_title)
      .fill(locale === 'de' ? 'Aufmerksamkeit' : 'Attention');
    await choose(page, 0, first);
    await page.getByRole('button', { name: fill(t.course_editor_step_add, { n: 1 }) }).click();
    await choose(page, 1, second);
    await page.getByRole('button', { name: t.course_editor_stage_add }).click();
    await stages
      .nth(1)
      .getByLabel(t.course_editor_stage_title)
      .fill(locale === 'de' ? 'Draußen' : 'Outside');
    await choose(page, 2, third);

    // By keyboard: the whistle moves up to the first place; the focus stays on it (its "down" button now).
    const secondTitle = (await page.getByTestId('step-activity').nth(1).textContent()) ?? '';
    await page.getByRole('button', { name: fill(t.course_editor_step_up, { label: secondTitle }) }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-activity').nth(0)).toHaveText(second.title);
    await expect(page.getByRole('button', { name: fill(t.course_editor_step_down, { label: secondTitle }) })).toBeFocused();
    await expect(page.getByTestId('course-editor-announcement')).toHaveText(fill(t.course_editor_moved_step, { label: secondTitle, n: 1, stage: 1 }));

    // A goal out of its limits stands at its field.
    await (await saveWithTooManySessions(page)).fill('2');

    await page.getByRole('button', { name: t.course_editor_save_draft }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/courses/\\d+/edit$`));
    await expect(page.getByTestId('course-editor-status')).toContainText(t.course_status_draft);
    const id = Number(new URL(page.url()).pathname.split('/').at(-2));

    // The saved draft opens again as it was written.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('step-activity')).toHaveText([second.title, first.title, third.title]);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `editor-edit-${locale}`, { prepare: async () => void (await saveWithTooManySessions(page)) });

    await page.getByRole('button', { name: t.course_editor_publish }).click();
    // Publishing saves, reads the course back and publishes, one request after the other: on a busy
    // machine that takes longer than an assertion's default 5 s.
    await expect(page.getByTestId('course-editor-status')).toContainText(t.course_status_published, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: t.course_editor_archive })).toBeVisible();

    // The course page shows its author the way back to the editor and the insights.
    await page.goto(`${prefix(locale)}/courses/${id}`);
    await expect(page.getByTestId('course-author-links').getByRole('link', { name: t.course_edit })).toHaveAttribute(
      'href',
      `${prefix(locale)}/courses/${id}/edit`,
    );
    await page.getByTestId('course-author-links').getByRole('link', { name: t.course_insights }).click();
    await expect(page.getByRole('heading', { level: 1, name: fill(t.course_insights_heading, { title }) })).toBeVisible();
    await expect(page.getByTestId('insights-empty')).toBeVisible();
    await expect(page.getByTestId('insights-step')).toHaveCount(3);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `insights-${locale}`);

    // The catalogue lists the new course among the trainer's own.
    await page.goto(`${prefix(locale)}/courses`);
    await expect(page.getByTestId('my-course').filter({ hasText: title })).toBeVisible();

    // A demo course a dog follows: counts per step, the first step finished by at least one dog.
    await page.goto(`${prefix(locale)}/courses/${DEMO_COURSE_IDS[locale].lead}/insights`);
    await expect(page.getByTestId('insights-empty')).toHaveCount(0);
    await expect(page.getByTestId('insights-finished').first()).not.toHaveText(countText(t.course_insights_dogs, 0));
    await screenshotsInBothThemes(page, `insights-demo-${locale}`);
  });

  test(`${locale}: a member without the professional tier learns why they cannot write a course; a visitor is asked to log in`, async ({ page }) => {
    await startInLightTheme(page);
    await page.goto(`${prefix(locale)}/courses/new`);
    await expect(page.getByRole('main').getByRole('link', { name: t.nav_login })).toBeVisible();

    await newMember(page, locale);
    const response = await page.goto(`${prefix(locale)}/courses/new`);
    expect(response?.status()).toBe(403);
    const why = page.getByTestId('course-editor-not-allowed');
    await expect(why).toContainText(t.course_editor_not_allowed_body);
    await expect(why.getByRole('link', { name: t.course_editor_apply })).toHaveAttribute('href', `${prefix(locale)}/profile#trainer`);
    await expect(page.getByTestId('course-editor')).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `not-allowed-${locale}`);

    await page.goto(`${prefix(locale)}/courses`);
    await expect(page.getByTestId('my-courses')).toHaveCount(0);
  });
}
