import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { simulatedGatewayRefunds, simulatedGatewayTrades } from './payments.tables.ts';

export type SimulatedTrade = typeof simulatedGatewayTrades.$inferSelect;

/** The trade for this MerchantTradeNo, created once (a repeated token request answers the same token). */
export async function createSimulatedTrade(
  db: Database,
  values: typeof simulatedGatewayTrades.$inferInsert,
): Promise<SimulatedTrade> {
  await db.insert(simulatedGatewayTrades).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(simulatedGatewayTrades)
    .where(eq(simulatedGatewayTrades.merchantTradeNo, values.merchantTradeNo));
  if (!row) throw new Error('simulated trade vanished after insert');
  return row;
}

export async function findSimulatedTradeBy(
  db: Database,
  by: 'token' | 'merchantTradeNo' | 'threeDToken',
  value: string,
): Promise<SimulatedTrade | undefined> {
  const [row] = await db.select().from(simulatedGatewayTrades).where(eq(simulatedGatewayTrades[by], value));
  return row;
}

/** The card form's result: the PayToken for the trade, once per trade while it is open. */
export async function setSimulatedPayToken(
  db: Database,
  token: string,
  values: { payToken: string; cardLast4: string; cardOutcome: string },
): Promise<SimulatedTrade | undefined> {
  const [row] = await db
    .update(simulatedGatewayTrades)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(simulatedGatewayTrades.token, token), eq(simulatedGatewayTrades.status, 'created')))
    .returning();
  return row;
}

export async function moveSimulatedTrade(
  db: Database,
  merchantTradeNo: string,
  from: SimulatedTrade['status'],
  to: SimulatedTrade['status'],
  extra: { threeDToken?: string; failure?: SimulatedTrade['failure'] } = {},
): Promise<SimulatedTrade | undefined> {
  const [row] = await db
    .update(simulatedGatewayTrades)
    .set({ status: to, ...extra, updatedAt: new Date() })
    .where(and(eq(simulatedGatewayTrades.merchantTradeNo, merchantTradeNo), eq(simulatedGatewayTrades.status, from)))
    .returning();
  return row;
}

export type SimulatedRefund = typeof simulatedGatewayRefunds.$inferSelect;

export async function findSimulatedRefund(db: Database, refundNo: string): Promise<SimulatedRefund | undefined> {
  const [row] = await db.select().from(simulatedGatewayRefunds).where(eq(simulatedGatewayRefunds.refundNo, refundNo));
  return row;
}

/** The trade locked until the transaction ends (its refunds are counted and added under the lock). */
export async function lockSimulatedTrade(db: Database, merchantTradeNo: string): Promise<SimulatedTrade | undefined> {
  const [row] = await db
    .select()
    .from(simulatedGatewayTrades)
    .where(eq(simulatedGatewayTrades.merchantTradeNo, merchantTradeNo))
    .for('update');
  return row;
}

export async function sumSimulatedRefunds(db: Database, merchantTradeNo: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${simulatedGatewayRefunds.amount}), 0)::int` })
    .from(simulatedGatewayRefunds)
    .where(eq(simulatedGatewayRefunds.merchantTradeNo, merchantTradeNo));
  return Number(row?.total ?? 0);
}

export async function insertSimulatedRefund(
  db: Database,
  values: typeof simulatedGatewayRefunds.$inferInsert,
): Promise<SimulatedRefund> {
  const [row] = await db.insert(simulatedGatewayRefunds).values(values).returning();
  if (!row) throw new Error('simulated refund inserted nothing');
  return row;
}
