import { describe, expect, it } from 'vitest';
import { ageInMonths, ageText } from './dog-age';

describe('ageInMonths', () => {
  const today = new Date(2026, 10, 23); // November 2026

  it('counts whole months from the birth month', () => {
    expect(ageInMonths('2026-11', today)).toBe(0);
    expect(ageInMonths('2026-04', today)).toBe(7);
    expect(ageInMonths('2025-11', today)).toBe(12);
    expect(ageInMonths('2022-12', today)).toBe(47);
  });

  it('knows no age without a birth month or for one in the future', () => {
    expect(ageInMonths(null, today)).toBeNull();
    expect(ageInMonths('2026-12', today)).toBeNull();
    expect(ageInMonths('nonsense', today)).toBeNull();
  });
});

describe('ageText', () => {
  it('says months under a year and whole years after, in the language of the page', () => {
    expect(ageText(7, 'en')).toBe('7 months');
    expect(ageText(1, 'de')).toBe('1 Monat');
    expect(ageText(47, 'en')).toBe('3 years');
    expect(ageText(48, 'de')).toBe('4 Jahre');
  });
});
