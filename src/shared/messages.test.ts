import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as compiled from '~/paraglide/messages/_index.js';
import { isMessageKey, translate } from './messages';

/** A message with plural forms (inlang's variants, e.g. `login_attempts_left`) is read as its forms joined. */
const FORMS = '\u0000';
type Variants = { match: Record<string, string> }[];
const textOf = (value: string | Variants) => (typeof value === 'string' ? value : value.flatMap((variant) => Object.values(variant.match)).join(FORMS));
const load = (locale: string) =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string | Variants>)
      .filter(([key]) => !key.startsWith('$'))
      .map(([key, value]) => [key, textOf(value)]),
  );
const de = load('de');
const en = load('en');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('messages', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(en).filter((key) => !(key in de))).toEqual([]);
    expect(Object.keys(de).filter((key) => !(key in en))).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries({ ...de, ...en }).filter(([, text]) => text.trim() === '' || text.split(FORMS).some((form) => form.trim() === ''))).toEqual([]);
  });

  it('says a count with the plural rules of each language', () => {
    expect(compiled.login_attempts_left({ count: 1 }, { locale: 'de' })).toBe('Noch 1 Versuch, dann wird die Anmeldung für 15 Minuten gesperrt.');
    expect(compiled.login_attempts_left({ count: 2 }, { locale: 'de' })).toBe('Noch 2 Versuche, dann wird die Anmeldung für 15 Minuten gesperrt.');
    expect(compiled.login_attempts_left({ count: 1 }, { locale: 'en' })).toBe('1 attempt left before sign-in is locked for 15 minutes.');
    expect(compiled.login_attempts_left({ count: 2 }, { locale: 'en' })).toBe('2 attempts left before sign-in is locked for 15 minutes.');
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = Object.keys(de).filter((key) => placeholders(de[key] ?? '').join() !== placeholders(en[key] ?? '').join());
    expect(mismatched).toEqual([]);
  });

  it('compiles every key (a broken inlang plugin path compiles none)', () => {
    const missing = Object.keys(de).filter((key) => !isMessageKey(key) || typeof (compiled as Record<string, unknown>)[key] !== 'function');
    expect(missing).toEqual([]);
    expect(translate('nav_home', 'de')).toBe(de.nav_home);
    expect(translate('nav_home', 'en')).toBe(en.nav_home);
  });

  it("keeps the spec's German texts", () => {
    expect(de.error_invalid_email).toBe('Gültige E-Mail-Adresse erforderlich');
    expect(de.error_unexpected).toBe('Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es erneut.');
    expect(de.error_not_logged_in).toBe('Nicht angemeldet');
  });

  it('keeps the newsletter frequency each language states (docs/product-rules.md §11)', () => {
    expect(de.privacy_newsletter_body).toMatch(/pro Monat/);
    expect(en.privacy_newsletter_body).toMatch(/per week/);
  });
});
