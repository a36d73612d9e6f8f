/**
 * `expand[]`: dotted paths whose id strings are replaced by the objects they name, walking through
 * arrays as Stripe does (`data.product` on a list, `items.data.price.product` on a subscription).
 * A path the fake does not know is refused, so the app never relies on something Stripe would not send.
 */
import { invalidRequest } from './errors';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function expandAt(holder: Record<string, unknown>, segments: string[], path: string, resolve: (id: string) => object | undefined): void {
  const [head, ...rest] = segments;
  if (head === undefined || !(head in holder)) throw invalidRequest(`This property cannot be expanded (${path}).`, 'expand');
  const value = typeof holder[head] === 'string' ? (resolve(holder[head]) ?? holder[head]) : holder[head];
  holder[head] = value;
  if (rest.length === 0) return;
  for (const target of Array.isArray(value) ? value : [value]) if (isRecord(target)) expandAt(target, rest, path, resolve);
}

/** Expands `paths` in a copy of `object`; the stored original stays as it is. */
export function expand<T extends object>(object: T, paths: string[], resolve: (id: string) => object | undefined): T {
  const copy = structuredClone(object);
  const resolveCopy = (id: string) => {
    const found = resolve(id);
    return found && structuredClone(found);
  };
  for (const path of paths) expandAt(copy as Record<string, unknown>, path.split('.'), path, resolveCopy);
  return copy;
}
