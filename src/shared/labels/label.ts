import type { Locale } from '~/shared/enums';

/** A message that takes no inputs, as paraglide compiles it. */
type PlainMessage = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * The text of one enum value in `locale`. Each label names its messages in a literal table, so a
 * page or island bundles only those messages, never the whole catalogue.
 */
export function labelOf<T extends string>(messages: Record<T, PlainMessage>, value: T, locale: Locale): string {
  return messages[value]({}, { locale });
}
