import type { Database } from './client.ts';

/**
 * Prepared statements built once per database and shape (a locale, a sort, which filters are
 * set): Drizzle does not rebuild the SQL on every call, and PostgreSQL keeps the plan of a named
 * statement. `keyOf` names a shape that is not a plain value; equal keys must mean the same SQL
 * text, since a statement name stands for one text.
 */
export function preparedPerDatabase<Shape, Query>(
  build: (db: Database, shape: Shape) => Query,
  keyOf: (shape: Shape) => unknown = (shape) => shape,
) {
  const byDatabase = new WeakMap<Database, Map<unknown, Query>>();
  return (db: Database, shape: Shape): Query => {
    let byKey = byDatabase.get(db);
    if (!byKey) {
      byKey = new Map();
      byDatabase.set(db, byKey);
    }
    const key = keyOf(shape);
    let query = byKey.get(key);
    if (!query) {
      query = build(db, shape);
      byKey.set(key, query);
    }
    return query;
  };
}
