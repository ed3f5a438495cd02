import type { Db } from './client';

/**
 * A query Drizzle builds once per database and then runs by name with new values (`sql.placeholder`), for the
 * statements of every request: building a query costs more CPU than PostgreSQL spends running such a lookup
 * (decision 0033). Only outside transactions: Drizzle binds a prepared query to its database, not to a `tx`.
 */
export function preparedPerDatabase<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
