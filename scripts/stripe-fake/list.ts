/** Stripe's list envelope and cursor pagination (`limit`, `starting_after`, `ending_before`). */
import { invalidRequest, resourceMissing } from './errors';
import type { ParamReader } from './params';
import type { List } from './types';

/** A page of `newestFirst` (Stripe lists newest first), as the SDK's auto-pagination walks it. */
export function listPage<T extends { id: string }>(newestFirst: T[], params: ParamReader, url: string): List<T> {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest(`This value must be between 1 and 100 (it currently is ${limit}).`, 'limit');
  const position = (param: string) => {
    const id = params.string(param);
    if (id === undefined) return undefined;
    const index = newestFirst.findIndex((item) => item.id === id);
    if (index < 0) throw resourceMissing('object', id, param);
    return index;
  };
  const after = position('starting_after');
  const before = position('ending_before');
  const start = after === undefined ? 0 : after + 1;
  const end = before ?? newestFirst.length;
  const data = before === undefined ? newestFirst.slice(start, start + limit) : newestFirst.slice(Math.max(start, end - limit), end);
  const hasMore = before === undefined ? start + limit < end : end - limit > start;
  return { object: 'list', data, has_more: hasMore, url };
}
