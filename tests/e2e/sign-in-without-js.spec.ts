/**
 * Signing up and in on a phone whose JavaScript has not (or never) run: the forms post to their
 * own page, which answers in the page's language; no field ever travels in a URL. And the page
 * after login stays on this site whatever `?next=` says.
 */
import { expect, test, type Page } from '@playwright/test';
import { fromOwnAddress, hydrated, latestMailLink, uniqueEmail } from './fixtures';
import { LOCALES, messages } from './static-pages';

const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');
const PASSWORD = 'Ohne-Skript-7';

/** Every URL the page requests or shows, to prove no password was ever put into one. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const t = messages[locale];
    test(`register and log in with the plain forms (${locale})`, async ({ page }) => {
      await fromOwnAddress(page);
      const urls = recordUrls(page);
      const email = uniqueEmail(`nojs-${locale}`);
      const username = `nojs_${locale}_${Date.now().toString(36)}`;

      await page.goto(`${prefix(locale)}/register`);
      await page.getByLabel(t.field_first_name).fill('Lotte');
      await page.getByLabel(t.field_last_name).fill('Krause');
      await page.getByLabel(t.field_username).fill(username);
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill('kurz');
      await page.getByRole('button', { name: t.register_submit }).click();
      // The server's answer, in the page's language, with the entries kept.
      await expect(page.getByText(t.validation_password_min)).toBeVisible();
      await expect(page.getByLabel(t.field_email)).toHaveValue(email);
      await expect(page.getByLabel(t.field_password, { exact: true })).toHaveValue('');

      await page.getByLabel(t.field_password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.register_submit }).click();
      await expect(page.getByRole('heading', { name: t.register_check_email_title })).toBeVisible();
      await page.goto(await latestMailLink(page.request, email));

      await page.goto(`${prefix(locale)}/login?next=${encodeURIComponent(`${prefix(locale)}/activities`)}`);
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill('Falsch-Passwort-1');
      await page.getByRole('button', { name: t.login_submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.login_invalid })).toBeVisible();
      await expect(page.getByLabel(t.field_email)).toHaveValue(email);

      await page.getByLabel(t.field_password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.login_submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/activities$`));
      const me = await page.request.get('/api/current-user');
      expect(await me.json()).toMatchObject({ username });

      for (const url of urls) {
        expect(url).not.toContain(encodeURIComponent(PASSWORD));
        expect(url).not.toContain(PASSWORD);
        expect(url).not.toContain('Falsch-Passwort-1');
        expect(url).not.toContain('password=');
      }
    });
  }

  test('a cross-site form post signs nobody in', async ({ page }) => {
    const response = await page.request.post('/login', {
      form: { email: 'a@example.org', password: PASSWORD },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__Host-session');
  });
});

test.describe('the page after login', () => {
  for (const next of ['/\\evil.example', '/%09/evil.example', '//evil.example', 'javascript:alert(1)']) {
    test(`stays on the site for next=${next}`, async ({ page, baseURL }) => {
      const t = messages.de;
      await fromOwnAddress(page);
      const email = uniqueEmail('next');
      const registered = await page.request.post('/api/register', {
        data: {
          firstName: 'Lotte',
          lastName: 'Krause',
          username: `next_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
          email,
          password: PASSWORD,
        },
        headers: { origin: baseURL ?? '' },
      });
      expect(registered.status()).toBe(201);
      await page.request.get(await latestMailLink(page.request, email));

      // `next` is put in the query exactly as an attacker's link would carry it.
      await page.goto(`/login?next=${next.replace(/\\/g, '%5C')}`);
      await hydrated(page);
      await page.getByLabel(t.field_email).fill(email);
      await page.getByLabel(t.field_password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.login_submit }).click();
      await expect(page).toHaveURL(`${baseURL}/today`);
    });
  }
});
