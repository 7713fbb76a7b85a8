import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { genericallyPlanned, type Database } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function planCacheMode(db: Database): Promise<string> {
  const result = (await db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
    rows: Array<{ mode: string }>;
  };
  return result.rows[0]!.mode;
}

describe('genericallyPlanned', () => {
  it('runs on sessions that plan generically on PostgreSQL, leaving the app’s own sessions as they are', async () => {
    const twin = genericallyPlanned(t.db);
    if (t.database.kind === 'postgres') {
      expect(twin).not.toBe(t.db);
      expect(await planCacheMode(twin)).toBe('force_generic_plan');
    } else {
      // PGlite is one session: nothing to choose.
      expect(twin).toBe(t.db);
    }
    expect(await planCacheMode(t.db)).toBe('auto');
  });

  it('keeps a read inside a transaction on the transaction’s connection', async () => {
    await t.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      expect(genericallyPlanned(db)).toBe(db);
      expect(await planCacheMode(db)).toBe('auto');
    });
  });
});
