import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase, preparedSql } from '../../db/prepared-per-database.ts';
import { invoiceAllowances, invoiceNumberCounters, invoices } from './invoices.tables.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Makes a pending invoice due now (once: a second call leaves the first time). */
export async function markInvoiceDue(db: Database, orderId: number): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ issueDueAt: sql`coalesce(${invoices.issueDueAt}, now())`, updatedAt: new Date() })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'pending')))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/**
 * Due invoices, oldest first, each locked for this transaction and skipped by any other worker
 * holding it (several processes may drain the queue at once).
 */
export async function lockNextDueInvoice(db: Database, now: Date): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'pending'), isNotNull(invoices.issueDueAt), lte(invoices.issueDueAt, now)))
    .orderBy(asc(invoices.issueDueAt), asc(invoices.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function recordIssued(
  db: Database,
  invoiceId: number,
  issued: { invoiceNo: string; randomNumber: string; period: string; issuedAt: Date },
): Promise<void> {
  await db
    .update(invoices)
    .set({
      status: 'issued',
      invoiceNo: issued.invoiceNo,
      randomNumber: issued.randomNumber,
      issuePeriod: issued.period,
      issuedAt: issued.issuedAt,
      issueDueAt: null,
      lastIssueError: null,
      issueAttempts: sql`${invoices.issueAttempts} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
}

export async function recordIssueFailure(db: Database, invoiceId: number, error: string, retryAt: Date): Promise<void> {
  await db
    .update(invoices)
    .set({
      lastIssueError: error.slice(0, 1000),
      issueDueAt: retryAt,
      issueAttempts: sql`${invoices.issueAttempts} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
}

/** The period's next number: the counter row is locked until the transaction ends, so numbers are sequential. */
export async function nextInvoiceNumber(db: Database, period: string): Promise<number> {
  const [row] = await db
    .insert(invoiceNumberCounters)
    .values({ period, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.period,
      set: { lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (!row) throw new Error('invoice counter answered nothing');
  return row.lastNumber;
}

export type NewInvoice = Pick<
  typeof invoices.$inferInsert,
  'orderId' | 'invoiceType' | 'carrierCode' | 'donationCode' | 'companyTitle' | 'taxId'
>;

/** Inside every order's transaction (a new Drizzle database each time): a named statement. */
export async function insertPendingInvoice(db: Database, invoice: NewInvoice): Promise<void> {
  await preparedSql(
    db,
    'invoices_insert_pending',
    () => sql`insert into ${invoices} (order_id, invoice_type, carrier_code, donation_code, company_title, tax_id, status)
      values (${sql.placeholder('orderId')}, ${sql.placeholder('invoiceType')}, ${sql.placeholder('carrierCode')},
        ${sql.placeholder('donationCode')}, ${sql.placeholder('companyTitle')}, ${sql.placeholder('taxId')}, 'pending')`,
  ).execute({
    orderId: invoice.orderId,
    invoiceType: invoice.invoiceType,
    carrierCode: invoice.carrierCode ?? null,
    donationCode: invoice.donationCode ?? null,
    companyTitle: invoice.companyTitle ?? null,
    taxId: invoice.taxId ?? null,
  });
}

export async function findInvoiceOfOrder(db: Database, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await invoiceOfOrderQuery(db, null).execute({ orderId });
  return row;
}
// Every order detail reads the invoice and its allowances: named statements, planned once per connection.
const invoiceOfOrderQuery = preparedPerDatabase((db: Database) =>
  db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, sql.placeholder('orderId')))
    .prepare('invoice_of_order'),
);

/** An invoice the issue job will not issue (its order is not paid, or cancelled): no longer due. */
export async function recordIssueSkipped(db: Database, invoiceId: number, why: string): Promise<void> {
  await db
    .update(invoices)
    .set({ issueDueAt: null, lastIssueError: why, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
}

// ── Voids and allowances (issue 35, docs/decisions/invoice-void-and-allowance.md) ─────────

export type AllowanceRow = typeof invoiceAllowances.$inferSelect;

export async function lockInvoiceOfOrder(db: Database, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).for('update');
  return row;
}

export async function findInvoiceById(db: Database, invoiceId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row;
}

export async function countAllowancesOf(db: Database, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceAllowances)
    .where(eq(invoiceAllowances.invoiceId, invoiceId));
  return Number(row?.n ?? 0);
}

/** A pending invoice whose order's money all came back before it was issued: it never will be. */
export async function markVoidedBeforeIssue(db: Database, invoiceId: number, reason: string, now: Date) {
  await db
    .update(invoices)
    .set({ status: 'voided', voidReason: reason, voidedAt: now, issueDueAt: null, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'pending')));
}

export async function markVoidDue(db: Database, invoiceId: number, reason: string, now: Date) {
  await db
    .update(invoices)
    .set({ voidDueAt: sql`coalesce(${invoices.voidDueAt}, ${now})`, voidReason: reason, updatedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'issued')));
}

/** One allowance per refund: asking twice keeps the first. */
export async function insertAllowance(
  db: Database,
  values: { invoiceId: number; refundId: number; amount: number; dueAt: Date },
): Promise<void> {
  await db.insert(invoiceAllowances).values(values).onConflictDoNothing({ target: invoiceAllowances.refundId });
}

export async function lockNextVoidDueInvoice(db: Database, now: Date): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, 'issued'), isNotNull(invoices.voidDueAt), lte(invoices.voidDueAt, now)))
    .orderBy(asc(invoices.voidDueAt), asc(invoices.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function recordVoided(db: Database, invoiceId: number, voidedAt: Date): Promise<void> {
  await db
    .update(invoices)
    .set({
      status: 'voided',
      voidedAt,
      voidDueAt: null,
      lastVoidError: null,
      voidAttempts: sql`${invoices.voidAttempts} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
}

/** A void that did not happen: tried again at `retryAt`, or (null) not any more. */
export async function recordVoidFailure(db: Database, invoiceId: number, error: string, retryAt: Date | null) {
  await db
    .update(invoices)
    .set({
      lastVoidError: error.slice(0, 1000),
      voidDueAt: retryAt,
      voidAttempts: sql`${invoices.voidAttempts} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId));
}

export async function lockNextDueAllowance(db: Database, now: Date): Promise<AllowanceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoiceAllowances)
    .where(
      and(
        eq(invoiceAllowances.status, 'pending'),
        isNotNull(invoiceAllowances.dueAt),
        lte(invoiceAllowances.dueAt, now),
      ),
    )
    .orderBy(asc(invoiceAllowances.dueAt), asc(invoiceAllowances.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function recordAllowanceIssued(
  db: Database,
  allowanceId: number,
  issued: { allowanceNo: string; issuedAt: Date },
): Promise<void> {
  await db
    .update(invoiceAllowances)
    .set({
      status: 'issued',
      allowanceNo: issued.allowanceNo,
      issuedAt: issued.issuedAt,
      dueAt: null,
      lastError: null,
      attempts: sql`${invoiceAllowances.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(invoiceAllowances.id, allowanceId));
}

export async function recordAllowanceFailure(
  db: Database,
  allowanceId: number,
  error: string,
  retryAt: Date,
  counted = true,
): Promise<void> {
  await db
    .update(invoiceAllowances)
    .set({
      lastError: error.slice(0, 1000),
      dueAt: retryAt,
      ...(counted ? { attempts: sql`${invoiceAllowances.attempts} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoiceAllowances.id, allowanceId));
}

export async function listAllowancesOfOrder(db: Database, orderId: number): Promise<AllowanceRow[]> {
  const rows = await allowancesOfOrderQuery(db, null).execute({ orderId });
  return rows.map((row) => row.allowance);
}
const allowancesOfOrderQuery = preparedPerDatabase((db: Database) =>
  db
    .select({ allowance: invoiceAllowances })
    .from(invoiceAllowances)
    .innerJoin(invoices, eq(invoices.id, invoiceAllowances.invoiceId))
    .where(eq(invoices.orderId, sql.placeholder('orderId')))
    .orderBy(desc(invoiceAllowances.createdAt), desc(invoiceAllowances.id))
    .prepare('allowances_of_order'),
);

/**
 * One line of the order's timeline (orders.tables.ts order_events): the invoice voided, an
 * allowance issued. Written by name: the orders module has no service call for it yet, and the
 * module rules forbid importing its table here.
 */
export async function insertOrderEvent(
  db: Database,
  event: { orderId: number; kind: string; detail: Record<string, unknown> },
): Promise<void> {
  await db.execute(sql`insert into order_events (order_id, kind, actor, detail)
    values (${event.orderId}, ${event.kind}, 'system', ${JSON.stringify(event.detail)}::jsonb)`);
}
