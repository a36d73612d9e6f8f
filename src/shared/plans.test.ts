import { describe, expect, it } from 'vitest';
import { formatPrice, freeMonthsPerYear, PLANS, PRICE_READINGS, PRICES, trialEndOf, TRIAL_DAYS, yearlySavingEuros } from './plans';

describe('plan catalog', () => {
  it('defaults to the 2.99/29.99 reading and keeps the other one', () => {
    expect(PRICES).toEqual({ monthlyCents: 299, yearlyCents: 2999 });
    expect(PRICE_READINGS.planPage).toEqual({ monthlyCents: 290, yearlyCents: 2990 });
  });

  it('formats euros per language', () => {
    expect(formatPrice(299, 'de')).toBe('2,99\u00a0€');
    expect(formatPrice(2999, 'en')).toBe('€29.99');
    expect(formatPrice(0, 'de')).toBe('0\u00a0€');
    expect(formatPrice(0, 'en')).toBe('€0');
  });

  it('derives the yearly saving and the free months from the prices', () => {
    expect(yearlySavingEuros()).toBe(6);
    expect(freeMonthsPerYear()).toBe(2);
    expect(PLANS.premium_yearly.cents).toBe(PRICES.yearlyCents);
    expect(PLANS.premium_monthly.cents).toBe(PRICES.monthlyCents);
  });
});

describe('trialEndOf', () => {
  it('is the trial length after the start', () => {
    expect(TRIAL_DAYS).toBe(30);
    expect(trialEndOf(Date.UTC(2026, 10, 27, 12)).toISOString()).toBe('2026-12-27T12:00:00.000Z');
  });
});
