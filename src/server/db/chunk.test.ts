import { describe, expect, it } from 'vitest';
import { chunkRows, D1_MAX_PARAMS } from './chunk';
import { getTableColumns } from 'drizzle-orm';
import { users } from './schema';

describe('chunkRows', () => {
  it("keeps every INSERT within D1's parameter limit", () => {
    const columns = Object.keys(getTableColumns(users)).length;
    const rows = Array.from({ length: 25 }, (_, i) => ({ i }));
    const chunks = chunkRows(users, rows);
    expect(chunks.flat()).toEqual(rows);
    for (const chunk of chunks) expect(chunk.length * columns).toBeLessThanOrEqual(D1_MAX_PARAMS);
  });
});
