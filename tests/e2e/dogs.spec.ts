import { expect, test } from '@playwright/test';
import { png } from './files';
import { hydrated, latestMailLink, loginAs, newMember } from './fixtures';
import { expectAccessibleInBothThemes } from './page-checks';
import { LOCALES, messages } from './static-pages';
import { pluralForm } from './plural';

const prefix = (locale: string) => (locale === 'de' ? '' : '/en');
/** A message with its placeholders filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

for (const locale of LOCALES) {
  test(`dogs on the profile and sharing one with a co-owner (${locale})`, async ({ page, browser }) => {
    test.slow();
    const t = messages[locale];
    const profile = `${prefix(locale)}/profile`;
    const section = page.getByTestId('dogs-section');
    const card = (name: string) => section.getByTestId('dog-card').filter({ has: page.getByRole('heading', { name }) });
    const first = `Balu ${locale}`;
    const second = `Frida ${locale}`;
    await page.setViewportSize({ width: 390, height: 844 });

    await test.step('a new member adds a dog with a photo; the form checks the name first', async () => {
      await newMember(page, locale);
      await page.goto(profile);
      await hydrated(page);
      await expect(section.getByText(t.dog_list_empty)).toBeVisible();
      await section.getByRole('button', { name: t.dog_list_add }).click();
      await section.getByRole('button', { name: t.profile_save }).click();
      await expect(section.getByText(t.validation_dog_name)).toBeVisible();

      await section.getByLabel(t.dog_list_field_name, { exact: true }).fill(first);
      await section.getByLabel(t.dog_list_field_breed, { exact: true }).fill('Labrador Retriever');
      await section.getByLabel(t.dog_list_field_birth_month).fill('2022-04');
      await section.getByLabel(t.dog_list_field_sex).selectOption('male');
      await section.getByLabel(t.dog_list_field_notes).fill('Liebt Suchspiele.');
      const processed = page.waitForResponse((response) => response.url().endsWith('/api/process-image'));
      await section.getByLabel(t.dog_list_photo_upload).setInputFiles({ name: 'balu.png', mimeType: 'image/png', buffer: png(1200, 900) });
      expect((await processed).status()).toBe(201);
      await expect(section.getByRole('button', { name: t.dog_list_photo_remove })).toBeVisible();
      await section.getByRole('button', { name: t.profile_save }).click();
      await expect(card(first)).toBeVisible();
      await expect(card(first).getByRole('img', { name: fill(t.dog_list_photo_alt, { name: first }) })).toHaveAttribute(
        'src',
        /^\/media\/images\/.+\/thumbnail\./,
      );
      await expect(card(first)).toContainText('Labrador Retriever');
      await expect(card(first)).toContainText(t.dog_list_sex_male);
      await expect(card(first)).toContainText(t.dog_track_premium);
    });

    await test.step('a second dog without a photo, then edited', async () => {
      await section.getByRole('button', { name: t.dog_list_add }).click();
      await section.getByLabel(t.dog_list_field_name, { exact: true }).fill(second);
      await section.getByLabel(t.dog_list_field_sex).selectOption('female');
      await section.getByRole('button', { name: t.profile_save }).click();
      await expect(card(second)).toContainText(t.dog_list_sex_female);
      await expect(section.getByText(fill(pluralForm(t.dog_list_count, 10), { count: '2', limit: '10' }))).toBeVisible();

      await card(second).getByRole('button', { name: t.dog_list_edit }).click();
      await expect(section.getByLabel(t.dog_list_field_name, { exact: true })).toHaveValue(second);
      await section.getByLabel(t.dog_list_field_breed, { exact: true }).fill('Mischling');
      await section.getByLabel(t.dog_list_field_sex).selectOption('');
      await section.getByRole('button', { name: t.profile_save }).click();
      await expect(card(second)).toContainText('Mischling');
      await expect(card(second)).not.toContainText(t.dog_list_sex_female);
      // What was saved is what the next visit shows.
      await page.reload();
      await hydrated(page);
      await expect(card(second)).toContainText('Mischling');
      await expect(card(first).getByRole('img')).toBeVisible();
    });

    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    const guestEmail = await newMember(guest, locale);
    let link = '';

    await test.step('the owner invites another member by email; an unknown address is refused at the field', async () => {
      await card(first).getByRole('button', { name: t.dog_list_invite }).click();
      const field = card(first).getByLabel(t.dog_list_invite_field);
      await field.fill('niemand-hier@example.org');
      await card(first).getByRole('button', { name: t.dog_list_invite_send }).click();
      await expect(card(first).getByText(t.dog_invitee_not_found)).toBeVisible();
      await field.fill(guestEmail);
      await card(first).getByRole('button', { name: t.dog_list_invite_send }).click();
      await expect(field).toHaveCount(0);
      link = await latestMailLink(page.request, guestEmail, '/dogs/invitations/');
      expect(link.startsWith(`${prefix(locale)}/dogs/invitations/`)).toBe(true);
    });

    await test.step('a visitor following the link signs in first and comes back to it', async () => {
      const visitor = await browser.newContext();
      const response = await (await visitor.newPage()).request.get(link, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(`${prefix(locale)}/login?next=${encodeURIComponent(link)}`);
      await visitor.close();
    });

    await test.step('the invitee sees the dog and who invites them, with no referrer and no cache, and accepts', async () => {
      const response = await guest.goto(link);
      expect(response?.status()).toBe(200);
      expect(await response?.headerValue('referrer-policy')).toBe('no-referrer');
      expect(await response?.headerValue('cache-control')).toBe('private, no-store');
      await hydrated(guest);
      await expect(guest.getByText(first)).toBeVisible();
      await expectAccessibleInBothThemes(guest, { selector: 'main' });
      await guest.getByRole('button', { name: t.dog_invitation_accept }).click();
      await expect(guest.getByText(fill(t.dog_invitation_accepted, { dog: first }))).toBeVisible();
      await guest.getByRole('link', { name: t.dog_invitation_to_dogs }).click();
      const shared = guest.getByTestId('dog-card').filter({ has: guest.getByRole('heading', { name: first }) });
      await expect(shared.getByTestId('dog-owners').getByRole('listitem')).toHaveCount(2);
      // The link worked once.
      expect((await guest.goto(link))?.status()).toBe(410);
      await expect(guest.getByText(t.dog_invitation_used)).toBeVisible();
    });

    await test.step('the owner sees two owners; the section passes axe in both themes', async () => {
      await page.reload();
      await hydrated(page);
      await expect(card(first).getByTestId('dog-owners').getByRole('listitem')).toHaveCount(2);
      await expectAccessibleInBothThemes(page, { selector: '#dogs' });
    });

    await test.step(locale === 'de' ? 'the owner removes the co-owner' : 'the co-owner removes the dog from their dogs', async () => {
      if (locale === 'de') {
        await card(first).getByTestId('dog-owners').getByRole('button').click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: /entfernen/ })
          .click();
      } else {
        await guest.goto(`${prefix(locale)}/profile`);
        await hydrated(guest);
        const shared = guest.getByTestId('dog-card').filter({ has: guest.getByRole('heading', { name: first }) });
        await shared.getByRole('button', { name: t.dog_list_remove }).click();
        await expect(guest.getByRole('dialog')).toContainText(fill(t.dog_list_remove_shared, { name: first }));
        await guest.getByRole('dialog').getByRole('button', { name: t.dog_list_remove }).click();
        await expect(shared).toHaveCount(0);
        await page.reload();
        await hydrated(page);
      }
      await expect(card(first).getByTestId('dog-owners').getByRole('listitem')).toHaveCount(1);
      await guest.goto(`${prefix(locale)}/profile`);
      await expect(guest.getByText(t.dog_list_empty)).toBeVisible();
    });

    await test.step('the last owner removes a dog for good', async () => {
      await card(second).getByRole('button', { name: t.dog_list_remove }).click();
      await expect(page.getByRole('dialog')).toContainText(fill(t.dog_list_remove_last, { name: second }));
      await page.getByRole('dialog').getByRole('button', { name: t.dog_list_remove }).click();
      await expect(card(second)).toHaveCount(0);
      await page.reload();
      await expect(card(second)).toHaveCount(0);
    });
    await guestContext.close();
  });
}

test('the demo dogs show on the profile: Balu is shared by Lena and Ben', async ({ page }) => {
  await loginAs(page, 'lena@rudel.test');
  await page.goto('/profile');
  const balu = page.getByTestId('dog-card').filter({ has: page.getByRole('heading', { name: 'Balu' }) });
  await expect(balu.getByTestId('dog-owners').getByRole('listitem')).toHaveCount(2);
});

test('a member who was not invited gets 404 for a link that is not theirs', async ({ page }) => {
  await loginAs(page, 'ben@rudel.test');
  const response = await page.goto('/en/dogs/invitations/not-a-token');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(messages.en.dog_invitation_not_found)).toBeVisible();
});
