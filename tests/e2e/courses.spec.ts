import { expect, test } from '@playwright/test';
import { DEMO_COURSE_IDS } from '~/server/db/seed/course-ids';
import { paidMemberWithDog } from './fixtures';
import { expectAccessibleInBothThemes, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { messages } from './static-pages';

// The course catalogue and a course's page (docs/decisions/044-courses.md, 046-following-courses.md):
// a visitor reads the catalogue and a course with every step; a paying member starts the course with
// their dog from its page, sees each step's state, pauses, resumes and leaves after confirming.
type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');

for (const locale of ['de', 'en'] as const) {
  const t = messages[locale];
  const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  const catalogue = `${prefix(locale)}/courses`;
  const ids = DEMO_COURSE_IDS[locale];

  test(`${locale}: a visitor reads the catalogue and a course with its steps`, async ({ page }) => {
    await startInLightTheme(page);
    await page.goto(catalogue);
    await expect(page.getByRole('heading', { level: 1, name: t.courses_title })).toBeVisible();
    const cards = page.getByTestId('course-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(cards.first()).toHaveAttribute('lang', locale);
    await expect(page.locator('[data-trainer-badge]').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `catalogue-${locale}`);

    await page.getByRole('link', { name: t.courses_language_all }).click();
    await expect(page).toHaveURL(/lang=all/);
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    await page.goto(`${prefix(locale)}/courses/${ids.recall}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByTestId('course-step').count()).toBeGreaterThan(1);
    await expect(page.getByTestId('course-step').first().getByRole('link')).toHaveAttribute('href', /\/activities\/\d+$/);
    await expect(page.getByTestId('course-login')).toHaveText(t.course_login_to_start);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `course-visitor-${locale}`);

    expect((await page.goto(`${prefix(locale)}/courses/999999`))?.status()).toBe(404);
  });

  test(`${locale}: a paying member starts a course with their dog, pauses, resumes and leaves it`, async ({ page, browser }) => {
    test.slow();
    await paidMemberWithDog(page, browser, locale, 'Kalle');
    await startInLightTheme(page);
    await page.goto(`${prefix(locale)}/courses/${ids.settle}`);
    const enrolment = page.getByTestId('course-enrolment');
    await enrolment.getByRole('button', { name: fill(t.course_start, { name: 'Kalle' }) }).click();
    await expect(page).toHaveURL(/#enrolment$/);
    await expect(enrolment.getByRole('heading', { name: fill(t.course_following, { name: 'Kalle' }) })).toBeVisible();
    const states = page.getByTestId('course-step');
    await expect(states.first()).toHaveAttribute('data-state', 'open');
    await expect(states.last()).toHaveAttribute('data-state', 'locked');
    await expect(states.first().getByTestId('course-step-progress')).toHaveText(/^0 /);
    await expectAccessibleInBothThemes(page);
    await screenshotsInBothThemes(page, `course-following-${locale}`);

    await enrolment.getByRole('button', { name: t.course_pause }).click();
    await expect(enrolment.getByTestId('course-paused')).toBeVisible();
    await enrolment.getByRole('button', { name: t.course_resume }).click();
    await expect(enrolment.getByTestId('course-paused')).toHaveCount(0);

    await enrolment.getByRole('link', { name: t.course_leave }).click();
    const confirm = enrolment.getByTestId('course-leave-confirm');
    await expect(confirm).toContainText(fill(t.course_leave_body, { name: 'Kalle' }));
    await confirm.getByRole('button', { name: t.course_leave_confirm }).click();
    await expect(enrolment.getByRole('button', { name: fill(t.course_start, { name: 'Kalle' }) })).toBeVisible();
  });
}
