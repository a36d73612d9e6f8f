import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_STATE_DIR } from './server.mjs';
import { messages } from './static-pages';

/** Reads the local D1 the server under test writes to. */
function storedMessages(email: string): { subject: string; message: string; locale: string }[] {
  const out = execFileSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      E2E_STATE_DIR,
      '--json',
      '--command',
      `select subject, message, locale from contact_messages where email = '${email}'`,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return (JSON.parse(out) as { results: { subject: string; message: string; locale: string }[] }[])[0]?.results ?? [];
}

test("the contact form shows each field's message, then sends and stores the message", async ({ page }) => {
  const email = `kontakt-${Date.now()}@example.org`;
  const de = messages.de;
  await page.goto('/contact');
  await expect(page.locator('#message')).toHaveAttribute('rows', '6');
  await expect(page.locator('#email')).toHaveAttribute('type', 'email');
  await expect(page.locator('#subject option')).toHaveText([
    de.contact_subject_placeholder,
    de.contact_subject_general,
    de.contact_subject_technical,
    de.contact_subject_billing,
    de.contact_subject_feature,
    de.contact_subject_bug,
  ]);

  const send = page.getByRole('button', { name: de.contact_send });
  await send.click();
  await expect(page.locator('[data-error-for="firstName"]')).toHaveText(de.contact_error_first_name);
  await expect(page.locator('#firstName')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#firstName')).toBeFocused();

  await page.getByLabel(de.contact_first_name).fill('Anna');
  await page.getByLabel(de.contact_last_name).fill('Beispiel');
  await page.getByLabel(de.contact_email).fill('keine-adresse');
  await send.click();
  await expect(page.locator('[data-error-for="email"]')).toHaveText(de.error_invalid_email);
  await expect(page.locator('[data-error-for="firstName"]')).toHaveText('');

  await page.getByLabel(de.contact_email).fill(email);
  await page.getByLabel(de.contact_subject).selectOption('feature');
  await page.getByLabel(de.contact_message, { exact: true }).fill('Kurz');
  await send.click();
  await expect(page.locator('[data-error-for="message"]')).toHaveText(de.contact_error_message_short);
  expect(storedMessages(email)).toEqual([]);

  await page.getByLabel(de.contact_message, { exact: true }).fill('Ich wünsche mir eine Kalenderansicht für Trainingseinheiten.');
  await send.click();
  await expect(page.getByText(de.contact_success_title)).toBeVisible();
  expect(storedMessages(email)).toEqual([{ subject: 'feature', message: 'Ich wünsche mir eine Kalenderansicht für Trainingseinheiten.', locale: 'de' }]);
});

test('the English contact form answers in English', async ({ page }) => {
  await page.goto('/en/contact');
  await page.getByRole('button', { name: messages.en.contact_send }).click();
  await expect(page.locator('[data-error-for="firstName"]')).toHaveText(messages.en.contact_error_first_name);
});
