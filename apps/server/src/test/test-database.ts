/** What global-setup.ts hands each test file (vitest provide/inject): how to get a fresh database. */
export type TestDatabaseSetup =
  { kind: 'pglite'; templatePath: string } | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSetup;
  }
}

/** TEST_DB=pglite (default) or postgres; TEST_DATABASE_URL names the PostgreSQL server's admin database. */
export function testDatabaseKind(env = process.env): 'pglite' | 'postgres' {
  const kind = env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`TEST_DB must be pglite or postgres, not "${kind}"`);
  return kind;
}

export function testAdminUrl(env = process.env): string {
  return env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server, another database. */
export function databaseUrl(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
