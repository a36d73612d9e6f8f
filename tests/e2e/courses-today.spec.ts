import { type Browser, expect, test } from '@playwright/test';
import { loginAs, paidMemberWithDog } from './fixtures';
import { expectAccessibleInBothThemes, screenshotsInBothThemes, startInLightTheme } from './page-checks';
import { E2E_BASE_URL } from './server.mjs';
import { logSession } from './session-form';
import { messages } from './static-pages';

// Following a course on Heute (docs/decisions/046-following-courses.md): a paying member's dog
// enrolled through the API sees the catalogue's invitation first, then its course's open step;
// logging a session from the step's card completes it and opens the next stage's step; the last
// one finishes the course and Heute congratulates, offering the success story to share.
type Locale = 'de' | 'en';
const prefix = (locale: Locale) => (locale === 'de' ? '' : '/en');
const headers = { origin: E2E_BASE_URL };

/**
 * A published course of two stages, one step each on two seeded activities (one session at 80 %
 * each), written by the demo trainer through the API; answers its id.
 */
async function publishedCourse(browser: Browser, title: string, language: Locale): Promise<number> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const trainer = await context.newPage();
    await loginAs(trainer, 'julia@rudel.test');
    const stages = [1, 2].map((activityId) => ({ title: `Stufe ${activityId}`, steps: [{ activityId, goalSessions: 1, goalSuccess: 80, note: '' }] }));
    const created = await trainer.request.post('/api/courses', { data: { title, summary: '', language, tags: [], stages }, headers });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await trainer.request.post(`/api/courses/${id}/publish`, { headers })).status()).toBe(200);
    return id;
  } finally {
    await context.close();
  }
}

for (const locale of ['de', 'en'] as const) {
  const t = messages[locale];
  const here = `${prefix(locale)}/today`;
  const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

  test(`${locale}: a dog follows a course on Heute, step by step by its sessions, to the celebration`, async ({ page, browser }) => {
    test.slow();
    const { dogId } = await paidMemberWithDog(page, browser, locale, 'Kalle');
    await startInLightTheme(page);
    const title = `Kurs ${locale} ${Date.now()}`;
    const courseId = await publishedCourse(browser, title, locale);
    const courses = page.locator('#courses');

    await test.step('without a course, Heute invites to the catalogue', async () => {
      await page.goto(here);
      await expect(courses.getByRole('link', { name: t.today_course_invite_link })).toHaveAttribute('href', `${prefix(locale)}/courses`);
    });

    expect((await page.request.post(`/api/dogs/${dogId}/courses`, { data: { courseId }, headers })).status()).toBe(201);

    for (const stage of [1, 2]) {
      await test.step(`the open step of stage ${stage} is on Heute, and one tap logs a session for it`, async () => {
        await page.goto(here);
        const steps = courses.getByTestId('today-course-step');
        await expect(steps).toHaveCount(1);
        await expect(steps.first()).toContainText(fill(t.today_course_from, { title }));
        await expect(steps.first().getByTestId('today-course-progress')).toHaveText(/^0 /);
        if (stage === 1) {
          await expect(courses.getByRole('link', { name: t.today_course_invite_link })).toHaveCount(0);
          await expectAccessibleInBothThemes(page);
          await screenshotsInBothThemes(page, `today-course-${locale}`);
        }
        const log = steps.first().getByRole('link', { name: new RegExp(`^${t.today_log}: `) });
        const activityId = /log=(\d+)/.exec((await log.getAttribute('href')) ?? '')?.[1] ?? '';
        expect(activityId).toBe(String(stage));
        await log.click();
        const form = page.locator('#log');
        // The form names the activity: chosen in its list, or the only one it offers.
        await expect(form.locator('[name="activityId"]')).toHaveValue(activityId);
        await logSession(form, locale, {
          minutes: 8,
          repetitions: 10,
          successes: 9,
          setting: t.training_setting_home,
          distraction: t.training_distraction_low,
        });
        await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/training#sessions$`));
      });
    }

    await test.step('the last step done, Heute congratulates and offers the success story', async () => {
      await page.goto(here);
      await expect(courses.getByTestId('today-course-step')).toHaveCount(0);
      const finished = courses.getByTestId('today-course-finished');
      await expect(finished.getByRole('heading', { name: fill(t.today_course_finished_title, { title }) })).toBeVisible();
      const share = finished.getByRole('link', { name: t.today_course_share });
      const href = new URL((await share.getAttribute('href')) ?? '', E2E_BASE_URL);
      expect(href.pathname).toBe(`${prefix(locale)}/community/create-post`);
      expect(href.searchParams.get('type')).toBe('success_story');
      expect(href.searchParams.get('text')).toBe(fill(t.today_course_share_text, { name: 'Kalle', title }));
      await expectAccessibleInBothThemes(page);
      await screenshotsInBothThemes(page, `today-course-finished-${locale}`);
    });
  });
}
