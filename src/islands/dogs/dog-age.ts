/** A dog's age from its birth month (`YYYY-MM`), in whole months, as of `today`; null when unknown or in the future. */
export function ageInMonths(birthMonth: string | null, today: Date): number | null {
  const match = birthMonth?.match(/^(\d{4})-(\d{2})$/);
  if (!match) return null;
  const months = (today.getFullYear() - Number(match[1])) * 12 + (today.getMonth() + 1 - Number(match[2]));
  return months >= 0 ? months : null;
}

/** The age as people say it: months for a puppy under one, whole years after that ("4 Jahre", "7 months"). */
export function ageText(months: number, locale: string): string {
  const [value, unit] = months < 12 ? [months, 'month'] : [Math.floor(months / 12), 'year'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
