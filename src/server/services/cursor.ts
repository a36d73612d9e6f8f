/**
 * Cursor pagination: a page ends with the sort value and id of its last card; the next page
 * starts after that pair. Opaque to clients (base64url JSON), checked on the way back in.
 */
import * as v from 'valibot';
import { fromBase64url, toBase64url } from '~/shared/base64url';
import { ApiError } from '~/server/errors';

const cursorShape = v.tuple([v.union([v.number(), v.string()]), v.pipe(v.number(), v.integer())]);
export type Cursor = v.InferOutput<typeof cursorShape>;

export function encodeCursor(cursor: Cursor | readonly unknown[]): string {
  return toBase64url(new TextEncoder().encode(JSON.stringify(cursor)));
}

export const decodeCursor = (text: string): Cursor => decodeCursorOf(cursorShape, text);

/** A cursor of a shape of its own (a ranking's carries the position and rank it ended on). */
export function decodeCursorOf<T extends v.GenericSchema>(shape: T, text: string): v.InferOutput<T> {
  try {
    return v.parse(shape, JSON.parse(new TextDecoder().decode(fromBase64url(text))));
  } catch {
    throw new ApiError(400, 'error_cursor_invalid', 'cursor');
  }
}

/**
 * Cuts a page from rows fetched with `limit + 1`: the extra row only tells that more follow, and
 * the cursor is taken from the last row kept.
 */
export function pageOf<T>(rows: T[], limit: number, cursorOf: (last: T) => Cursor): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}
