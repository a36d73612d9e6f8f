/**
 * Typed access to the paraglide messages by key, for code that receives a key as data
 * (API error codes, schema messages). Components call `m.some_key()` directly instead.
 */
import * as messages from '~/paraglide/messages/_index.js';
import type { Locale } from './enums';

type Messages = typeof messages;
/** A message key that needs no inputs: the kind used for error codes and validation messages. */
export type MessageKey = {
  [K in keyof Messages]: Messages[K] extends (inputs?: Record<string, never>, options?: { locale?: Locale }) => string ? K : never;
}[keyof Messages];

/** Marks a literal as a message key so schemas are checked against messages/*.json at compile time. */
export const messageKey = <K extends MessageKey>(key: K): K => key;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(messages, value);
}

export function translate(key: MessageKey, locale: Locale): string {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the key arrives as data (an error code, a schema message), so every message must stay reachable.
  return (messages[key] as (inputs: Record<string, never>, options: { locale: Locale }) => string)({}, { locale });
}
