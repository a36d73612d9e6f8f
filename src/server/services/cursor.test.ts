import { describe, expect, it } from 'vitest';
import { decodeCursor, pageOf } from './cursor';

const cursorOf = (row: { at: number; id: number }) => [row.at, row.id] as [number, number];
const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ at: 1000 - index, id: index + 1 }));

describe('pageOf', () => {
  it('keeps `limit` rows and points the cursor at the last kept one when the extra row came back', () => {
    const { page, nextCursor } = pageOf(rows(4), 3, cursorOf);
    expect(page.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(nextCursor && decodeCursor(nextCursor)).toEqual([998, 3]);
  });

  it('ends the paging when no extra row came back', () => {
    expect(pageOf(rows(3), 3, cursorOf)).toEqual({ page: rows(3), nextCursor: null });
    expect(pageOf([], 3, cursorOf)).toEqual({ page: [], nextCursor: null });
  });
});
