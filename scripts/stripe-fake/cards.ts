/**
 * Stripe's test cards: what a card number looks like on a payment method, and what it does when
 * it is saved for later or charged. Any other number that passes the Luhn check simply works.
 */
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { cardError, invalidRequest, type CardDecline } from './errors';
import type { ParamReader } from './params';

export type CardBehaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'requires_authentication' | 'charges_fail';

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_authentication',
  // Saves fine; every later charge fails (a renewal that cannot be paid).
  '4000000000000341': 'charges_fail',
};

export const GENERIC_DECLINE: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
const INSUFFICIENT_FUNDS: CardDecline = { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };

/** Saving the card (setup intent, attach): a decline, a 3-D Secure challenge, or fine. */
export function setupOutcome(behaviour: CardBehaviour): CardDecline | 'requires_authentication' | 'succeeds' {
  if (behaviour === 'declined') return GENERIC_DECLINE;
  if (behaviour === 'insufficient_funds') return INSUFFICIENT_FUNDS;
  return behaviour === 'requires_authentication' ? 'requires_authentication' : 'succeeds';
}

/** Charging a saved card off-session: the decline, or null when it is paid. */
export function chargeOutcome(behaviour: CardBehaviour): CardDecline | null {
  if (behaviour === 'insufficient_funds') return INSUFFICIENT_FUNDS;
  return behaviour === 'declined' || behaviour === 'charges_fail' ? GENERIC_DECLINE : null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const BRANDS: [RegExp, string, string][] = [
  [/^4/, 'visa', 'visa'],
  [/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/, 'mastercard', 'mastercard'],
  [/^3[47]/, 'amex', 'american_express'],
  [/^(6011|65|64[4-9])/, 'discover', 'discover'],
];

function declined(code: string, message: string, param: string): never {
  throw cardError({ code, message, param });
}

function expiry(card: ParamReader, today: Date): { month: number; year: number } {
  const month = card.integer('exp_month');
  const rawYear = card.integer('exp_year');
  if (month === undefined) throw invalidRequest(`Missing required param: ${card.label('exp_month')}.`, card.label('exp_month'));
  if (rawYear === undefined) throw invalidRequest(`Missing required param: ${card.label('exp_year')}.`, card.label('exp_year'));
  // Two-digit years are read as this century, as Stripe does.
  const year = rawYear < 100 ? 2000 + rawYear : rawYear;
  const thisYear = today.getUTCFullYear();
  if (month < 1 || month > 12) declined('invalid_expiry_month', "Your card's expiration month is invalid.", card.label('exp_month'));
  if (year < thisYear || year > thisYear + 50) declined('invalid_expiry_year', "Your card's expiration year is invalid.", card.label('exp_year'));
  if (year === thisYear && month < today.getUTCMonth() + 1)
    declined('invalid_expiry_month', "Your card's expiration month is invalid.", card.label('exp_month'));
  return { month, year };
}

/** Reads `card[number]`, `card[exp_month]`, `card[exp_year]`, `card[cvc]` the way Stripe checks them. */
export function readCard(card: ParamReader, today = new Date()): { card: Stripe.PaymentMethod.Card; behaviour: CardBehaviour } {
  const number = card.requiredString('number').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) declined('invalid_number', 'Your card number is not a valid credit card number.', card.label('number'));
  if (!passesLuhn(number)) declined('incorrect_number', 'Your card number is incorrect.', card.label('number'));
  const { month, year } = expiry(card, today);
  const cvc = card.string('cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) declined('invalid_cvc', "Your card's security code is invalid.", card.label('cvc'));
  const [, brand, displayBrand] = BRANDS.find(([pattern]) => pattern.test(number)) ?? [null, 'unknown', 'other'];
  return {
    behaviour: TEST_CARDS[number] ?? 'succeeds',
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: cvc === undefined ? null : 'pass' },
      country: 'US',
      display_brand: displayBrand,
      exp_month: month,
      exp_year: year,
      // Same number, same fingerprint: how apps recognise a card saved twice.
      fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
      funding: 'credit',
      generated_from: null,
      last4: number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}
