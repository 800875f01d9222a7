import type { Db } from '../db/client.ts';

/**
 * A query built once per database and then only executed: drizzle turns a query builder into SQL on
 * every call, which cost about a third of the CPU of a request that runs one simple query
 * (docs/decisions/011-request-pipeline.md). `build` returns the builder's `.prepare(name)` with
 * `sql.placeholder(…)` where the values go; on PostgreSQL the name also keeps the statement parsed and
 * planned on each connection. Meant for hot queries on `app.database.db`; a transaction gets its own.
 */
export function preparedQuery<P>(build: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
