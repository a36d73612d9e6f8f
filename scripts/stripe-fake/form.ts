/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` (bodies) and query strings (GET,
 * DELETE) with bracket notation – `items[0][price]=…`, `expand[]=…`, `metadata[userId]=7` – read
 * into nested objects and arrays, the way Stripe's API reads them.
 */

export type ParamValue = string | Params | ParamValue[];
export interface Params {
  [name: string]: ParamValue;
}

type Container = Params | ParamValue[];

/** `items[0][price]` → ['items', '0', 'price']; `expand[]` → ['expand', '']. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0 || !key.endsWith(']')) return [key];
  return [key.slice(0, open), ...key.slice(open + 1, -1).split('][')];
}

/** A segment that is empty or a number addresses an array, as in `expand[]` and `items[0]`. */
const isIndex = (segment: string) => segment === '' || /^\d+$/.test(segment);

function childOf(container: Container, segment: string, next: string): Container {
  const existing = Array.isArray(container) ? (segment === '' ? undefined : container[Number(segment)]) : container[segment];
  if (typeof existing === 'object') return existing;
  const created: Container = isIndex(next) ? [] : {};
  put(container, segment, created);
  return created;
}

function put(container: Container, segment: string, value: ParamValue): void {
  if (!Array.isArray(container)) container[segment] = value;
  else if (segment === '') container.push(value);
  else container[Number(segment)] = value;
}

export function parseForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    // `a[b][]` → container a, then b, then the last segment takes the value.
    const [first, ...rest] = keyPath(key);
    let container: Container = root;
    let segment = first ?? '';
    for (const next of rest) [container, segment] = [childOf(container, segment, next), next];
    put(container, segment, value);
  }
  return root;
}
