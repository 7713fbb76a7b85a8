import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceContext } from '../../context.ts';
import { createDatabase, type DatabaseHandle } from '../../db/client.ts';
import { createServerDatabase } from '../../test/build-test-app.ts';
import { createMember, createOrder, createProduct } from '../../test/factories.ts';
import { SimulatedGateway } from '../payments/simulated-gateway.ts';
import { listOrderRefunds, processDueRefunds, requestRefund } from './refunds.service.ts';

/*
 * Issue 35: "kill -9 in the middle of a refund loses no acknowledged step and never refunds
 * twice". The refunds job runs in a child process, which is killed with SIGKILL at the worst
 * moment: the gateway has given the money back and the shop has not recorded it. The next run
 * (here, after the claim's delay) must find the refund the gateway made and record it once.
 * On PGlite the database dies with the child too.
 */

const CHILD = fileURLToPath(new URL('../../test/refund-crash-child.ts', import.meta.url));

let dataDir: string;
let server: Awaited<ReturnType<typeof createServerDatabase>>;
let database: DatabaseHandle;

const reopen = () =>
  createDatabase({
    databaseUrl: server.env.DATABASE_URL,
    databasePoolMax: 2,
    pgliteDir: path.join(dataDir, 'pglite'),
  });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wellfit-refund-crash-'));
  server = await createServerDatabase(dataDir);
  database = server.database;
});
afterAll(async () => {
  await database?.close();
  await server?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** An order paid by card at the simulator: its order, payment and the gateway's paid trade. */
async function paidOrder(amount: number) {
  const member = await createMember(database.db);
  const { product, sku } = await createProduct(database.db);
  const order = await createOrder(
    database.db,
    member.user.id,
    [{ productId: product.id, productSkuId: sku.id, quantity: 1, price: amount }],
    { status: 'unshipped', paidAt: new Date() },
  );
  const merchantTradeNo = `WFK${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 20);
  await database.db.execute(sql`insert into simulated_gateway_trades
      (merchant_trade_no, gateway_trade_no, token, amount, status, return_url, order_result_url, failure_url)
    values (${merchantTradeNo}, ${merchantTradeNo}, ${randomUUID()}, ${amount}, 'paid', 'x', 'x', 'x')`);
  await database.db.execute(sql`insert into payments
      (order_id, channel, provider, merchant_trade_no, amount, status, paid_at, request_key)
    values (${order.id}, 41, 'simulator', ${merchantTradeNo}, ${amount}, 'succeeded', now(), ${randomUUID()})`);
  return order;
}

/** Runs the job's body in a child and kills it with SIGKILL once the gateway refunded. */
async function runChildUntilGatewayRefunded(): Promise<string> {
  const child = fork(CHILD, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: server.env.DATABASE_URL ?? '',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const refundNo = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: { refunded?: string; done?: boolean }) => {
      if (message.refunded) resolve(message.refunded);
      if (message.done) reject(new Error('the child recorded the refund before it could be killed'));
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before the gateway refunded`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return refundNo;
}

describe('a refund cut off by kill -9', () => {
  it('is recorded once by the next run and never refunded twice at the gateway', async () => {
    const order = await paidOrder(1500);
    const asked = await requestRefund(createServiceContext(database.db), {
      orderId: order.id,
      reason: 'order_cancelled',
      requestedBy: { kind: 'member' },
      idempotencyKey: randomUUID(),
    });
    // PGlite's files belong to one process at a time.
    if (database.kind === 'pglite') await database.close();

    const refundNo = await runChildUntilGatewayRefunded();
    expect(refundNo).toBe(asked.refundNo);

    if (database.kind === 'pglite') database = await reopen();
    const gatewayRefunds = () =>
      rows<{ refund_no: string; amount: number }>(
        sql`select refund_no, amount from simulated_gateway_refunds where refund_no = ${asked.refundNo}`,
      );
    // The acknowledged steps survived: the claim (one try counted) and the gateway's refund.
    expect(await gatewayRefunds()).toEqual([{ refund_no: asked.refundNo, amount: 1500 }]);
    const [claimed] = await rows<{ status: string; attempts: number }>(
      sql`select status, attempts from refunds where id = ${asked.id}`,
    );
    expect(claimed).toEqual({ status: 'pending', attempts: 1 });

    const ctx = createServiceContext(database.db);
    const gateway = new SimulatedGateway(database.db, async () => {});
    // Not before the claim's delay: a run right away leaves it alone.
    expect(await processDueRefunds(ctx, new Date(), { gateway })).toBe(0);
    expect(await processDueRefunds(ctx, new Date(Date.now() + 5 * 60_000), { gateway })).toBe(1);

    expect(await listOrderRefunds(ctx, order.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    expect(await gatewayRefunds()).toHaveLength(1);
    const [payment] = await rows<{ status: string; refunded_amount: number }>(
      sql`select status, refunded_amount from payments where order_id = ${order.id}`,
    );
    expect(payment).toEqual({ status: 'refunded', refunded_amount: 1500 });
    const events = await rows<{ kind: string }>(
      sql`select kind from order_events where order_id = ${order.id} order by id`,
    );
    expect(events.map((event) => event.kind)).toEqual(['refund_requested', 'refund_succeeded']);
  });
});
