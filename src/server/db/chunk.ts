import { getTableColumns, type Table } from 'drizzle-orm';

/** D1 binds at most 100 parameters per statement. */
export const D1_MAX_PARAMS = 100;

/**
 * Splits rows for multi-row INSERTs into a table so each statement stays within D1's parameter
 * limit. Every column may become a parameter (drizzle binds column defaults too).
 */
export function chunkRows<T>(table: Table, rows: T[]): T[][] {
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));
}
