/**
 * The TOTP second factor as a member uses it: set up in the profile (keyboard only, both themes
 * pass axe), then the code step after the password, with and without JavaScript.
 */
import { seriousAxeViolations } from './axe';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { hydrated, loginAs, registerVerified } from './fixtures';
import { LOCALES, messages } from './static-pages';

const prefix = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');
const PASSWORD = 'Zwei-Faktor-9';
const codeFor = (secret: string, offsetSteps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

for (const [index, locale] of LOCALES.entries()) {
  const t = messages[locale];
  const theme = index === 0 ? 'light' : 'dark';
  test(`set up in the profile, then sign in with a code, with and without JavaScript (${locale}, ${theme})`, async ({ page, browser }) => {
    // Three browsers, three sign-ins and two axe runs in one journey.
    test.slow();
    await page.addInitScript((value) => {
      localStorage.setItem('theme', value);
      localStorage.setItem('cookieNoticeSeen', 'yes');
    }, theme);
    const email = await registerVerified(page.request, `zwei-${locale}`, PASSWORD, locale);
    await loginAs(page, email, PASSWORD);
    await page.goto(`${prefix(locale)}/profile`);
    await hydrated(page);
    const disclaimer = page.getByRole('dialog', { name: t.disclaimer_title });
    await disclaimer.getByLabel(t.disclaimer_checkbox).check();
    await disclaimer.getByRole('button', { name: t.disclaimer_accept }).click();
    await expect(disclaimer).toBeHidden();

    // Keyboard only: open, the current password (a wrong one is refused at its field), start, type the code, confirm.
    await page.getByRole('button', { name: t.two_factor_open }).focus();
    await page.keyboard.press('Enter');
    const password = page.getByLabel(t.field_current_password, { exact: true });
    await password.focus();
    await page.keyboard.type('Falsch-Geraten-1');
    await page.keyboard.press('Enter');
    await expect(password).toHaveAccessibleDescription(t.change_password_wrong_current);
    await password.fill('');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    const secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole('link', { name: t.two_factor_enroll_link })).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel(t.field_two_factor_code).focus();
    await page.keyboard.type(codeFor(secret, 0));
    await page.keyboard.press('Enter');
    const codes = page.getByRole('list', { name: t.two_factor_codes_label }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A fresh browser with JavaScript: password, then the code step.
    const withJs = await browser.newContext();
    const js = await withJs.newPage();
    await js.goto(`${prefix(locale)}/login`);
    await hydrated(js);
    await js.getByLabel(t.field_email).fill(email);
    await js.getByLabel(t.field_password, { exact: true }).fill(PASSWORD);
    await js.getByRole('button', { name: t.login_submit }).click();
    await expect(js.getByRole('heading', { name: t.two_factor_login_title })).toBeVisible();
    expect(await seriousAxeViolations(js)).toEqual([]);
    await js.getByLabel(t.field_two_factor_code).fill('000000');
    await js.getByRole('button', { name: t.login_submit }).click();
    await expect(js.getByText(t.two_factor_invalid_code)).toBeVisible();
    await js.getByLabel(t.field_two_factor_code).fill(codeFor(secret, 1));
    await js.getByRole('button', { name: t.login_submit }).click();
    await expect(js).toHaveURL(new RegExp(`${prefix(locale)}/today$`));
    await withJs.close();

    // And without JavaScript, with a recovery code.
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${prefix(locale)}/login`);
    await plain.getByLabel(t.field_email).fill(email);
    await plain.getByLabel(t.field_password, { exact: true }).fill(PASSWORD);
    await plain.getByRole('button', { name: t.login_submit }).click();
    await expect(plain.getByRole('heading', { name: t.two_factor_login_title })).toBeVisible();
    await plain.getByLabel(t.field_two_factor_code).fill((await codes.first().textContent()) ?? '');
    await plain.getByRole('button', { name: t.login_submit }).click();
    await expect(plain).toHaveURL(new RegExp(`${prefix(locale)}/today$`));
    expect(plain.url()).not.toContain(PASSWORD);
    await noJs.close();
  });
}
