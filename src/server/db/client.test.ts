import { describe, expect, it } from 'vitest';
import { getDb, RequestDb } from './client';
import { users } from './schema';

/** Records what the app hands D1: nothing here runs a query. */
function fakeD1() {
  const prepared: string[] = [];
  const session = {
    prepare: (sql: string) => {
      prepared.push(sql);
      return {};
    },
    getBookmark: () => null,
  };
  return { prepared, d1: { withSession: () => session } as unknown as D1Database };
}

describe('the request database', () => {
  it('builds no relational config per client: every request makes one, and none uses db.query', () => {
    const { d1 } = fakeD1();
    const db = new RequestDb(d1, 'first-unconstrained').db;
    expect(db._.schema).toBeUndefined();
    expect(db.query).toEqual({});
    expect(getDb(d1)._.schema).toBeUndefined();
  });

  it('still builds queries from the table objects on the session', () => {
    const { d1, prepared } = fakeD1();
    const query = new RequestDb(d1, 'first-unconstrained').db.select({ id: users.id }).from(users).limit(1).toSQL();
    expect(query.sql).toBe('select "id" from "users" limit ?');
    expect(query.params).toEqual([1]);
    expect(prepared).toEqual([]);
  });
});
