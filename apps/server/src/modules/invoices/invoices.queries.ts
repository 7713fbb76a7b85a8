import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoices } from './invoices.tables.ts';

export type NewInvoice = Pick<
  typeof invoices.$inferInsert,
  'orderId' | 'invoiceType' | 'carrierCode' | 'donationCode' | 'companyTitle' | 'taxId'
>;

export async function insertPendingInvoice(db: Database, invoice: NewInvoice): Promise<void> {
  await db.insert(invoices).values({ ...invoice, status: 'pending' });
}

export async function findInvoiceOfOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}
