import { seriousAxeViolations } from './axe';
import { expect, test, type Page } from '@playwright/test';
import type { DogProfile } from '~/shared/dogs';
import { hydrated, loginAs } from './fixtures';
import { E2E_BASE_URL } from './server.mjs';
import { messages } from './static-pages';

// The activity page's progress belongs to the chosen dog (docs/decisions/022-dogs.md). The demo
// admin has two dogs (Nova, Comet); Ben, free, co-owns Balu with Lena, who pays.
// The journeys change the members' current dogs, so they run one after the other.
test.describe.configure({ mode: 'serial' });

const headers = { origin: E2E_BASE_URL };
const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');

async function dogsOf(page: Page): Promise<DogProfile[]> {
  const response = await page.request.get('/api/dogs');
  expect(response.status()).toBe(200);
  return (await response.json()) as DogProfile[];
}

async function dogNamed(page: Page, name: string): Promise<DogProfile> {
  const dog = (await dogsOf(page)).find((d) => d.name === name);
  expect(dog, name).toBeTruthy();
  return dog as DogProfile;
}

/** Starts from a known state: no progress of the dogs on the activity, and `current` chosen. */
async function resetProgress(page: Page, activityId: number, dogs: DogProfile[], current: DogProfile, userId: number) {
  for (const dog of dogs) {
    const response = await page.request.post(`/api/dogs/${dog.id}/progress/${activityId}`, { data: { tried: false, mastered: false }, headers });
    expect(response.status()).toBe(200);
  }
  expect((await page.request.put(`/api/users/${userId}/current-dog`, { data: { dogId: current.id }, headers })).status()).toBe(200);
}

/** A progress tick writes the current dog, which the switcher has just saved. */
const saved = (page: Page, path: RegExp) => page.waitForResponse((response) => path.test(response.url()) && response.ok());
const fill = (template: string, name: string) => template.replace('{name}', name);

/** Chooses a dog with the keyboard; the page comes back at the switcher with that dog's progress. */
async function switchTo(page: Page, locale: 'de' | 'en', name: string) {
  const t = messages[locale];
  await page.getByLabel(t.dog_switcher_label, { exact: true }).selectOption({ label: name });
  await page.getByRole('button', { name: t.dog_switcher_submit }).press('Enter');
  await expect(page).toHaveURL(/#dog-switcher$/);
  await expect(page.getByRole('group', { name: fill(t.activity_progress_of_dog, name) })).toBeVisible();
  await hydrated(page);
}
const masteredCount = (page: Page, label: string) => page.locator('dl > div', { has: page.getByText(label, { exact: true }) }).locator('dd');

for (const [locale, activityId] of [
  ['de', 5],
  ['en', 6],
] as const) {
  test(`${locale}: a member with two dogs ticks progress per dog, and the chosen dog sticks`, async ({ page }) => {
    const t = messages[locale];
    await loginAs(page, 'admin@rudel.test');
    const nova = await dogNamed(page, 'Nova');
    const comet = await dogNamed(page, 'Comet');
    const userId = nova.owners[0]?.id ?? 0;
    await resetProgress(page, activityId, [nova, comet], nova, userId);
    const url = `${prefix(locale)}/activities/${activityId}`;
    let before = 0;

    await test.step('the switcher names the current dog; tick "tried" for it', async () => {
      await page.goto(url);
      await hydrated(page);
      await expect(page.getByRole('group', { name: fill(t.activity_progress_of_dog, 'Nova') })).toBeVisible();
      before = Number(await masteredCount(page, t.activity_stat_mastered).textContent());
      const switcher = page.getByLabel(t.dog_switcher_label, { exact: true });
      await expect(switcher).toHaveValue(String(nova.id));
      await expect(page.getByRole('option', { name: 'Comet' })).toBeAttached();
      const tried = saved(page, /\/api\/activity-progress\//);
      await page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true }).check();
      await tried;
    });

    // Mastered is the journal's one control (decision 043): marked by hand, it reads as self-assessed.
    await test.step('switch to the second dog: its progress is its own, being learnt; mark it mastered by hand', async () => {
      await switchTo(page, locale, 'Comet');
      await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).not.toBeChecked();
      await expect(page.locator('#mastery')).toHaveAttribute('data-mastery', 'learning');
      await page.locator('#mastery').getByRole('button', { name: t.training_mastery_mark_self }).click();
      await expect(page.locator('#mastery')).toHaveAttribute('data-mastery', 'self');
    });

    await test.step('after a reload the second dog is still chosen, mastered, and counted', async () => {
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel(t.dog_switcher_label, { exact: true })).toHaveValue(String(comet.id));
      await expect(page.locator('#mastery').getByText(t.training_mastery_self, { exact: true })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).not.toBeChecked();
      await expect(masteredCount(page, t.activity_stat_mastered)).toHaveText(String(before + 1));
    });

    await test.step('back to the first dog: its "tried" was kept', async () => {
      await switchTo(page, locale, 'Nova');
      await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).toBeChecked();
      await expect(page.locator('#mastery')).toHaveAttribute('data-mastery', 'learning');
    });
  });
}

test('a free co-owner ticks the shared dog whose other owner pays, and sees the Premium hint for their own dog', async ({ page }) => {
  const t = messages.de;
  const activityId = 7;
  await loginAs(page, 'ben@rudel.test');
  const balu = await dogNamed(page, 'Balu');
  const frida = await dogNamed(page, 'Frida');
  expect([balu.mayTrack, frida.mayTrack]).toEqual([true, false]);
  // Lena came to own Balu first, Ben a day later.
  const userId = balu.owners[1]?.id ?? 0;
  await resetProgress(page, activityId, [balu], balu, userId);

  await test.step('tick "tried" for Balu; favourites stay a Premium feature', async () => {
    await page.goto(`/activities/${activityId}`);
    await hydrated(page);
    await expect(page.getByLabel(t.dog_switcher_label, { exact: true })).toHaveValue(String(balu.id));
    await expect(page.getByRole('checkbox', { name: t.activity_progress_favorite, exact: true })).toHaveCount(0);
    const tried = saved(page, /\/api\/activity-progress\//);
    await page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true }).check();
    await tried;
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).toBeChecked();
  });

  await test.step('Frida, whom only Ben owns, shows the Premium hint instead of checkboxes', async () => {
    await hydrated(page);
    await switchTo(page, 'de', 'Frida');
    await expect(page.getByText(t.activity_track_locked)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).toHaveCount(0);
    // Balu again, as the seed has it for the other journeys.
    await switchTo(page, 'de', 'Balu');
    await expect(page.getByRole('checkbox', { name: t.activity_progress_tried, exact: true })).toBeChecked();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the activity page with the dog switcher (${theme}) has no serious or critical axe violation`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
      localStorage.setItem('cookieNoticeSeen', 'yes');
    }, theme);
    await loginAs(page, 'admin@rudel.test');
    await page.goto('/activities/5');
    await hydrated(page);
    await expect(page.getByLabel(messages.de.dog_switcher_label, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
