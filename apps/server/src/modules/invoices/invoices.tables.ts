import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * SPEC §3 Invoice: e-invoice by mobile carrier (carrier code), donation (donation unit), or
 * uniform company invoice (company title and tax id). invoice_type keeps the API's number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    orderId: idColumn('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    invoiceType: smallint('invoice_type').notNull(),
    carrierCode: varchar('carrier_code', { length: 16 }),
    donationCode: varchar('donation_code', { length: 16 }),
    companyTitle: varchar('company_title', { length: 128 }),
    taxId: varchar('tax_id', { length: 16 }),
    invoiceNo: varchar('invoice_no', { length: 16 }),
    status: varchar('status', { length: 16, enum: ['pending', 'issued', 'voided'] })
      .notNull()
      .default('pending'),
    issuedAt: timestampColumn('issued_at'),
    /**
     * Set in the transaction that marks the order paid: the invoice is due from then on
     * (docs/decisions/invoice-issuing.md). A failed try moves it later (backoff).
     */
    issueDueAt: timestampColumn('issue_due_at'),
    issueAttempts: integer('issue_attempts').notNull().default(0),
    lastIssueError: text('last_issue_error'),
    /** The bi-monthly period the number belongs to, as its first month (YYYYMM, Asia/Taipei). */
    issuePeriod: varchar('issue_period', { length: 6 }),
    /** The four-digit random code printed on a Taiwan e-invoice. */
    randomNumber: varchar('random_number', { length: 4 }),
    voidedAt: timestampColumn('voided_at'),
    voidReason: text('void_reason'),
    /** A void asked for (a full refund inside the filing period) and not yet done: the job retries it. */
    voidDueAt: timestampColumn('void_due_at'),
    voidAttempts: integer('void_attempts').notNull().default(0),
    lastVoidError: text('last_void_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('invoices_issue_due_idx').on(t.issueDueAt),
    // The void job's sweep (lockNextVoidDueInvoice) after each refund: few rows wait, so only they are indexed.
    index('invoices_void_due_idx')
      .on(t.voidDueAt)
      .where(sql`${t.voidDueAt} is not null`),
    // A number is unique within its period (the seed's older rows have no period).
    unique('invoices_period_number_unique').on(t.issuePeriod, t.invoiceNo),
  ],
);

/** The local issuer's last number per bi-monthly period (docs/decisions/invoice-issuing.md). */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  period: varchar('period', { length: 6 }).primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A sales allowance (折讓) against an issued invoice, for a refund outside the invoice's filing
 * period or of part of the order (docs/decisions/invoice-void-and-allowance.md). One per refund;
 * issued by a job with retries; an allowance can itself be voided.
 */
export const invoiceAllowances = pgTable(
  'invoice_allowances',
  {
    id: primaryId(),
    invoiceId: idColumn('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The refund it answers (refunds.id); one allowance per refund. */
    refundId: idColumn('refund_id').notNull().unique(),
    amount: integer('amount').notNull(),
    allowanceNo: varchar('allowance_no', { length: 32 }),
    status: varchar('status', { length: 16, enum: ['pending', 'issued', 'voided'] })
      .notNull()
      .default('pending'),
    issuedAt: timestampColumn('issued_at'),
    voidedAt: timestampColumn('voided_at'),
    dueAt: timestampColumn('due_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('invoice_allowances_invoice_id_idx').on(t.invoiceId), index('invoice_allowances_due_idx').on(t.dueAt)],
);
