import { pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, primaryId, timestampColumn, updatedAt } from '../../db/columns.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * SPEC §3 Invoice: e-invoice by mobile carrier (carrier code), donation (donation unit), or
 * uniform company invoice (company title and tax id). invoice_type keeps the API's number.
 */
export const invoices = pgTable('invoices', {
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
