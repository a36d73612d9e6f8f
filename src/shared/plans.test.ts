import { describe, expect, it } from 'vitest';
import { formatPrice, freeMonthsPerYear, PLANS, PRICE_READINGS, PRICES, yearlySavingEuros } from './plans';

describe('plan catalog', () => {
  it('defaults to the 2.99/29.99 reading and keeps the other one', () => {
    expect(PRICES).toEqual({ monthlyCents: 299, yearlyCents: 2999 });
    expect(PRICE_READINGS.planPage).toEqual({ monthlyCents: 290, yearlyCents: 2990 });
  });

  it('formats euros per language', () => {
    expect(formatPrice(299, 'de')).toBe('2,99\u00a0€');
    expect(formatPrice(2999, 'en')).toBe('€29.99');
  });

  it('derives the yearly saving and the free months from the prices', () => {
    expect(yearlySavingEuros()).toBe(6);
    expect(freeMonthsPerYear()).toBe(2);
    expect(PLANS.premium_yearly.cents).toBe(PRICES.yearlyCents);
    expect(PLANS.premium_monthly.cents).toBe(PRICES.monthlyCents);
  });
});
