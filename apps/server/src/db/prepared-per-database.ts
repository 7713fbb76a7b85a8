import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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

/** PostgreSQL's NAMEDATALEN less one: a longer statement name is cut to this many bytes. */
const MAX_NAME_BYTES = 63;

/**
 * A statement name PostgreSQL keeps whole. A longer one would be cut to 63 bytes, and two
 * shapes whose names share those bytes would then clash ("prepared statement already exists")
 * on a connection that has prepared both: past the limit the name keeps its readable start and
 * ends in a hash of all of it.
 */
export function statementName(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 16);
  return `${name.slice(0, MAX_NAME_BYTES - hash.length - 1)}_${hash}`;
}

const dialect = new PgDialect();
/** Statement texts by name, built once: a name stands for one text (statementName). */
const builtStatements = new Map<string, Query>();

/**
 * A named statement of SQL the query builder cannot say (CTEs, lateral joins), its values as
 * sql.placeholder()s: PostgreSQL parses and plans it once per connection, where planning a
 * small lookup costs as much as running it. `build` runs once per name in this process, so a
 * statement run in every transaction (a new Drizzle database each time) is not rebuilt either.
 */
export function preparedSql<Row>(db: Database, name: string, build: () => SQL) {
  let query = builtStatements.get(name);
  if (!query) {
    query = dialect.sqlToQuery(build());
    builtStatements.set(name, query);
  }
  const prepared = db._.session.prepareQuery(query, undefined, statementName(name), false);
  return {
    // Both drivers answer a statement with fields undefined as `{ rows }`.
    execute: async (values: Record<string, unknown>): Promise<Row[]> =>
      ((await prepared.execute(values)) as { rows: Row[] }).rows,
  };
}
