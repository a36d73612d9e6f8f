import { describe, expect, it } from 'vitest';
import { PLANS } from '~/shared/plans';
import { checkoutSubmitLabel, upsellLabel } from './premium';

describe('premium texts', () => {
  it('names the trial, the plain offer after it, and nothing to the paid', () => {
    expect(upsellLabel('trial', 'Zu Premium', 'de')).toBe('30 Tage gratis testen');
    expect(upsellLabel('trial', 'Go Premium', 'en')).toBe('Try 30 days free');
    expect(upsellLabel('subscribe', 'Zu Premium', 'de')).toBe('Zu Premium');
    expect(upsellLabel('none', 'Zu Premium', 'de')).toBeNull();
  });

  it('says what checkout charges today and from when', () => {
    const end = '2026-12-27T12:00:00.000Z';
    expect(checkoutSubmitLabel(PLANS.premium_monthly, end, 'de')).toBe('Heute 0\u00a0€ – ab 27. Dezember 2026 2,99\u00a0€/Monat');
    expect(checkoutSubmitLabel(PLANS.premium_monthly, end, 'en')).toBe('€0 today – then €2.99/month from 27 December 2026');
    expect(checkoutSubmitLabel(PLANS.premium_yearly, end, 'de')).toBe('Heute 0\u00a0€ – ab 27. Dezember 2026 29,99\u00a0€/Jahr');
    expect(checkoutSubmitLabel(PLANS.premium_yearly, null, 'de')).toBe('Jetzt abonnieren – 29,99\u00a0€');
  });
});
