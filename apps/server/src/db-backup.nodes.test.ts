import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/client.ts';
import { createServerDatabase } from './test/build-test-app.ts';
import { createMember, createOrder, createProduct } from './test/factories.ts';
import { databaseUrl, testAdminUrl, testDatabaseKind } from './test/test-database.ts';

/**
 * scripts/db-backup.mjs (docs/deployment.md, "Backups"): a backup taken of a shop with members,
 * products and an order restores into an empty database with every row, the migrations and a
 * working shop schema; a restore over a database with tables is refused. PostgreSQL only
 * (vitest project "nodes"): PGlite is backed up by copying its data directory while stopped.
 */

const SCRIPT = fileURLToPath(new URL('../../../scripts/db-backup.mjs', import.meta.url));

function script(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('backing up and restoring PostgreSQL', () => {
  let dir: string;
  let source: Awaited<ReturnType<typeof createServerDatabase>>;
  const restoredName = `wellfit_restore_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: testAdminUrl() });

  beforeAll(async () => {
    if (testDatabaseKind() !== 'postgres')
      throw new Error('the backup test runs on PostgreSQL only (TEST_DB=postgres)');
    dir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-backup-'));
    source = await createServerDatabase(dir);
    await admin.connect();
    await admin.query(`CREATE DATABASE "${restoredName}"`);
  });

  afterAll(async () => {
    await source?.database.close();
    await source?.drop();
    await admin.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`);
    await admin.end();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('restores every row of a backup into an empty database, and refuses a database with tables', async () => {
    const { db } = source.database;
    const member = await createMember(db, { nickName: '備份測試' });
    const { product, sku } = await createProduct(db, { salePrice: 640 }, { price: 640, stock: 7 });
    const order = await createOrder(db, member.user.id, [
      { productId: product.id, productSkuId: sku.id, quantity: 2, price: 640 },
    ]);
    /** The first row of a statement's answer (both drivers answer { rows }). */
    const firstRow = (answer: unknown) => (answer as { rows: Array<Record<string, unknown>> }).rows[0];
    const counts = async (database: typeof db) =>
      firstRow(
        await database.execute(sql`
          select (select count(*)::int from users) as users, (select count(*)::int from orders) as orders,
                 (select count(*)::int from product_skus) as skus,
                 (select count(*)::int from drizzle.__drizzle_migrations) as migrations`),
      );
    const before = await counts(db);

    const file = path.join(dir, 'shop.dump');
    const backup = script(['backup', file], { DATABASE_URL: source.env.DATABASE_URL! });
    expect(backup.status, backup.output).toBe(0);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);

    const targetUrl = databaseUrl(testAdminUrl(), restoredName);
    const restore = script(['restore', file, targetUrl]);
    expect(restore.status, restore.output).toBe(0);

    const restored = await createDatabase({ databaseUrl: targetUrl, databasePoolMax: 1, pgliteDir: '' });
    try {
      expect(await counts(restored.db)).toEqual(before);
      const row = await restored.db.execute(sql`
        select u.nick_name, s.stock, o.user_id::int as order_user
          from users u, product_skus s, orders o
         where u.id = ${member.user.id} and s.id = ${sku.id} and o.id = ${order.id}`);
      expect(firstRow(row)).toEqual({ nick_name: '備份測試', stock: 7, order_user: member.user.id });
      // The restored schema still guards its rules: stock may not go below zero.
      await expect(restored.db.execute(sql`update product_skus set stock = -1 where id = ${sku.id}`)).rejects.toThrow();
    } finally {
      await restored.close();
    }

    // Restoring over a database that has tables would mix two states: refused, nothing changed.
    const again = script(['restore', file, targetUrl]);
    expect(again.status).toBe(1);
    expect(again.output).toContain('has tables already');

    // A backup that cannot be taken leaves no file under the real name.
    const broken = path.join(dir, 'broken.dump');
    const failed = script(['backup', broken], {
      DATABASE_URL: databaseUrl(testAdminUrl(), `${restoredName}_missing`),
    });
    expect(failed.status).toBe(1);
    expect(existsSync(broken)).toBe(false);
    expect(existsSync(`${broken}.partial`)).toBe(false);
  });
});
