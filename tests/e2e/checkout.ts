/** The plan page's checkout as a member goes through it, with the local Stripe fake's card fields. */
import { expect, type Page } from '@playwright/test';
import { hydrated } from './fixtures';
import { messages } from './static-pages';

/** The fake Stripe.js labels its card fields in the page's language, as Stripe Elements do. */
const CARD_LABELS = {
  de: { number: 'Kartennummer', expiry: 'Ablaufdatum', cvc: 'Prüfziffer' },
  en: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code' },
} as const;

export const prefixOf = (locale: 'de' | 'en') => (locale === 'de' ? '' : '/en');
const price = { de: { yearly: '29,99\u00a0€', monthly: '2,99\u00a0€' }, en: { yearly: '€29.99', monthly: '€2.99' } } as const;

/** Opens the checkout of a plan card and pays with a test card. */
export async function payWith(page: Page, locale: 'de' | 'en', plan: 'yearly' | 'monthly', card: string) {
  const t = messages[locale];
  await page.goto(`${prefixOf(locale)}/premium`);
  await hydrated(page);
  const name = plan === 'yearly' ? t.plan_yearly_name : t.plan_monthly_name;
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    // A first subscription: the button names the trial, and checkout says what today costs (docs/product-rules.md §5.4).
    .getByRole('button', { name: t.plan_upsell_trial.replace('{days}', '30') })
    .click();
  await expect(page.getByRole('tab', { name: t.checkout_tab_card })).toHaveAttribute('aria-selected', 'true');
  const labels = CARD_LABELS[locale];
  await page.getByLabel(labels.number).fill(card);
  await page.getByLabel(labels.expiry).fill('12 / 34');
  await page.getByLabel(labels.cvc).fill('123');
  await page.getByRole('button', { name: trialSubmit(locale, plan) }).click();
}

/** 'Heute 0 € – ab {date} 2,99 €/Monat': nothing today, the plan's price from the trial's end. */
export function trialSubmit(locale: 'de' | 'en', plan: 'yearly' | 'monthly'): RegExp {
  const t = messages[locale];
  const template = plan === 'yearly' ? t.checkout_submit_trial_year : t.checkout_submit_trial_month;
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const free = locale === 'de' ? '0\u00a0€' : '€0';
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) =>
      part === '{date}' ? '\\d{1,2}\\.? \\p{L}+ \\d{4}' : part === '{free}' ? escaped(free) : part === '{price}' ? escaped(price[locale][plan]) : escaped(part),
    )
    .join('')
    // An accessible name reads the no-break space of a price as a space.
    .replaceAll('\u00a0', '\\s');
  return new RegExp(`^${pattern}$`, 'u');
}
