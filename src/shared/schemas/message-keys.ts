/**
 * Which message keys a valibot schema can answer with, found by walking the schema. Pages pass
 * exactly these texts to a form island, so the island validates with the shared schema without
 * bundling every message of the product.
 */
import type { GenericSchema } from 'valibot';
import { isMessageKey, translate, type MessageKey } from '~/shared/messages';
import type { Locale } from '~/shared/enums';

interface Walkable {
  message?: unknown;
  entries?: Record<string, Walkable>;
  pipe?: Walkable[];
  wrapped?: Walkable;
  /** An array's items (a course's stages and their steps). */
  item?: Walkable;
  action?: Walkable;
  options?: Walkable[] | unknown;
}

export function schemaMessageKeys(schema: GenericSchema): MessageKey[] {
  const found = new Set<MessageKey>();
  const visit = (node: Walkable | undefined) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.message === 'string' && isMessageKey(node.message)) found.add(node.message);
    Object.values(node.entries ?? {}).forEach(visit);
    node.pipe?.forEach(visit);
    visit(node.wrapped);
    visit(node.item);
    visit(node.action);
    if (Array.isArray(node.options)) for (const option of node.options) visit(option as Walkable);
  };
  visit(schema as unknown as Walkable);
  return [...found];
}

/** The texts, in one language, of every message the given schemas can produce. */
export function schemaMessages(locale: Locale, ...schemas: GenericSchema[]): Partial<Record<MessageKey, string>> {
  return Object.fromEntries(schemas.flatMap(schemaMessageKeys).map((key) => [key, translate(key, locale)]));
}
