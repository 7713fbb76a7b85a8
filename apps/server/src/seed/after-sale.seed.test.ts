import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@wellfit/contracts/admin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { callApi } from '../test/auth-test-client.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/build-test-app.ts';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD } from './demo-accounts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, describeDemoAccounts, seedDemoData } from './seed.ts';

/*
 * Issue 35 in the demo data: the staff who sign in, what each order line paid, and the money
 * that went back for returned orders.
 */

const NOW = new Date('2026-11-21T03:30:00Z');

async function select<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

describe('demo data after the sale', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-after-sale-seed-'));
    database = await createTestDatabase();
    await seedDemoData(database, { dataDir, now: NOW });
    t = await buildTestApp({ database });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('lets every printed demo account sign in: members by password, one operator per role', async () => {
    const text = describeDemoAccounts();
    for (const account of DEMO_ACCOUNTS) {
      if (account.key === 'resetRequired') continue; // must reset first, by design (seed.test.ts)
      const login = await callApi(t.app, 'POST', '/api/web/login/commonLogin', {
        loginType: 1,
        source: 4,
        loginDTO: { username: account.email, password: DEMO_PASSWORD },
      });
      expect(login.status, account.email).toBe(200);
    }
    expect(text).toContain(DEMO_OPERATOR_PASSWORD);
    expect(new Set(DEMO_OPERATORS.map((operator) => operator.role))).toEqual(
      new Set(['admin', 'customer_service', 'warehouse']),
    );
    for (const operator of DEMO_OPERATORS) {
      expect(text).toContain(operator.email);
      const login = await callApi(t.app, 'POST', ADMIN_PATHS.login, {
        email: operator.email,
        password: DEMO_OPERATOR_PASSWORD,
      });
      expect(login.status, operator.email).toBe(200);
      expect(login.body.data.operator.role).toBe(operator.role);
    }
  });

  it('gives every order line what it paid, adding up to the order less its shipping fee', async () => {
    const mismatched = await select<{ id: number }>(
      t.db,
      sql`select o.id from orders o join order_items i on i.order_id = o.id
          group by o.id
          having sum(i.paid_amount) <> greatest(o.pay_amount - greatest(o.freight_amount - o.freight_reduce_amount, 0), 0)`,
    );
    expect(mismatched).toEqual([]);
    const [paidLines] = await select<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from order_items where paid_amount > 0`,
    );
    expect(paidLines!.count).toBeGreaterThan(0);
  });

  it('refunds every returned order in full, once, with lines, and never more than was paid', async () => {
    const returned = await select<{
      id: number;
      payment_amount: number;
      refunded_amount: number;
      refunds: number;
      refund_total: number;
      line_total: number;
      paid_total: number;
    }>(
      t.db,
      sql`select o.id, p.amount as payment_amount, p.refunded_amount,
                 (select count(*)::int from refunds r where r.order_id = o.id and r.status = 'succeeded') as refunds,
                 (select coalesce(sum(r.amount), 0)::int from refunds r where r.order_id = o.id) as refund_total,
                 (select coalesce(sum(l.amount), 0)::int from refund_lines l join refunds r on r.id = l.refund_id
                   where r.order_id = o.id) as line_total,
                 (select sum(i.paid_amount)::int from order_items i where i.order_id = o.id) as paid_total
          from orders o join payments p on p.order_id = o.id and p.paid_at is not null
          where o.status = 'returned'`,
    );
    expect(returned.length).toBeGreaterThan(0);
    for (const order of returned) {
      expect(order.refunds, `order ${order.id}`).toBe(1);
      expect(order.refund_total).toBe(order.payment_amount);
      expect(order.refunded_amount).toBe(order.payment_amount);
      expect(order.line_total).toBe(order.paid_total);
    }
    const over = await select<{ id: number }>(
      t.db,
      sql`select p.id from payments p
          where (select coalesce(sum(amount), 0) from refunds r where r.payment_id = p.id and r.status <> 'failed') > p.amount
             or p.refunded_amount <> (select coalesce(sum(amount), 0) from refunds r where r.payment_id = p.id and r.status <> 'failed')`,
    );
    expect(over).toEqual([]);
    // The admin moves of the seeded history name the operator who made them.
    const [anonymous] = await select<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from order_status_history where actor = 'admin' and operator_id is null`,
    );
    expect(anonymous!.count).toBe(0);
  });
});
