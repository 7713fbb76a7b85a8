import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

/*
 * Hot paths send several statements as one simple query: one round trip, where each round trip
 * to a busy PostgreSQL costs more than the SQL it carries (docs/decisions/cart-concurrency.md).
 * A simple query carries no parameters, so values are written into the text, only ever through
 * integerLiteral and integerArrayLiteral (checked integers: nothing can be injected), and a
 * statement worth planning once is PREPAREd once per session and EXECUTEd by the script.
 *
 * On the database itself a script is its own implicit transaction. On an open transaction
 * (withTransaction's ctx.db) it runs on that transaction's connection and commits or rolls back
 * with it (issue 11 §4): checkout reserves stock in the transaction that creates the order.
 */

/** A statement PREPAREd once per database session, then run by EXECUTE inside a script. */
export interface SessionStatement {
  name: string;
  prepare: string;
}

/** A number written into SQL text; only ever a checked integer, so nothing can be injected. */
export function integerLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
}

export const integerArrayLiteral = (values: number[]) => `'{${values.map(integerLiteral).join(',')}}'`;

/** What a PGlite transaction hands its callback (PGlite exports no type for it). */
interface PgliteTransactionClient {
  exec(text: string): Promise<Array<{ rows: Array<Record<string, unknown>> }>>;
}

/**
 * The database a transaction was opened on, recorded by withTransaction: a PGlite transaction
 * does not name its instance, and prepared statements belong to the instance.
 */
const transactionRoots = new WeakMap<Database, Database>();

export function rememberTransactionRoot(transaction: Database, opener: Database): void {
  transactionRoots.set(transaction, transactionRoots.get(opener) ?? opener);
}

/** Per statement name, the sessions (pg connections, PGlite instances) that prepared it or are preparing it. */
const preparedSessions = new Map<string, WeakMap<object, Promise<unknown>>>();

type Exec = (text: string) => Promise<Array<Record<string, unknown>>>;

function rootClientOf(db: Database): pg.Pool | PGlite | undefined {
  return (db as unknown as { $client?: pg.Pool | PGlite }).$client;
}

/** The connection an open Drizzle transaction runs on (pg PoolClient or PGlite's transaction). */
function transactionClientOf(db: Database): pg.PoolClient | PgliteTransactionClient {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error('runScript needs the database or a transaction opened by withTransaction');
  return client as pg.PoolClient | PgliteTransactionClient;
}

const pgRows: (connection: pg.PoolClient | pg.Pool) => Exec = (connection) => async (text) => {
  const results = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [];
};

/**
 * Runs several statements as one simple query on one session, preparing `statement` there first
 * if that session has not yet. Answers the rows of the last statement.
 */
export async function runScript(
  db: Database,
  statement: SessionStatement,
  scriptFor: (driver: 'pglite' | 'postgres') => string,
): Promise<Array<Record<string, unknown>>> {
  let sessions = preparedSessions.get(statement.name);
  if (!sessions) {
    sessions = new WeakMap();
    preparedSessions.set(statement.name, sessions);
  }
  const known = sessions;
  // A session is a pg connection for its life (a reconnect is a new client) or the PGlite
  // instance, which concurrent calls share: they wait for the one PREPARE rather than repeat it.
  const run = async (session: object, script: string, exec: Exec) => {
    let prepared = known.get(session);
    if (!prepared) {
      prepared = exec(statement.prepare);
      known.set(session, prepared);
      prepared.catch(() => known.delete(session));
    }
    await prepared;
    return exec(script);
  };

  const root = rootClientOf(db);
  if (root) {
    if ('exec' in root)
      return run(root, scriptFor('pglite'), async (text) => (await root.exec(text)).at(-1)?.rows ?? []);
    const connection = await root.connect();
    try {
      return await run(connection, scriptFor('postgres'), pgRows(connection));
    } finally {
      connection.release();
    }
  }

  const client = transactionClientOf(db);
  if ('exec' in client) {
    const opener = transactionRoots.get(db);
    const instance = opener ? rootClientOf(opener) : undefined;
    if (!instance) throw new Error('runScript: a PGlite transaction must be opened by withTransaction');
    // PREPARE is not transactional: a statement prepared here outlives a rollback, as it should.
    return run(instance, scriptFor('pglite'), async (text) => (await client.exec(text)).at(-1)?.rows ?? []);
  }
  return run(client, scriptFor('postgres'), pgRows(client));
}
