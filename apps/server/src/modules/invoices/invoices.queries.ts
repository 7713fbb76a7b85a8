import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-per-database.ts';
import { invoiceNumberCounters, invoices } from './invoices.tables.ts';

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
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
