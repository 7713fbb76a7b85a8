import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from '../../jobs/jobs.plugin.ts';
import type { InvoiceIssuer } from './invoice-issuer.ts';
import {
  issueDueInvoices,
  processInvoiceRefundWork,
  type RefundForAllowance,
  type SendMail,
} from './invoices.service.ts';

export const ISSUE_DUE_INVOICES_JOB = 'invoices.issue-due';

/**
 * Issues the invoices of paid orders: every minute (failed ones come back after their backoff),
 * and at once when a payment notification sends it (docs/decisions/invoice-issuing.md).
 */
export function issueDueInvoicesJob(issuer: InvoiceIssuer, sendMail: SendMail, log: FastifyBaseLogger): JobDefinition {
  return {
    name: ISSUE_DUE_INVOICES_JOB,
    schedule: '* * * * *',
    run: (ctx, _data, stopping) => issueDueInvoices(ctx, issuer, sendMail, log, new Date(), stopping),
  };
}

export const INVOICE_REFUND_WORK_JOB = 'invoices.refund-work';

/**
 * Voids the invoices of orders refunded whole within their filing period and issues the
 * allowances of the other refunds: every minute (failures come back after their backoff), and at
 * once when a refund succeeds (docs/decisions/invoice-void-and-allowance.md).
 */
export function invoiceRefundWorkJob(
  issuer: InvoiceIssuer,
  refundFor: RefundForAllowance,
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    name: INVOICE_REFUND_WORK_JOB,
    schedule: '* * * * *',
    run: (ctx, _data, stopping) => processInvoiceRefundWork(ctx, issuer, refundFor, log, new Date(), stopping),
  };
}
