import type { JobDefinition } from '../../jobs/jobs.plugin.ts';
import { completeDeliveredOrders, sendDueAfterSaleEmails } from './orders.service.ts';

/**
 * Every hour, delivered orders whose return window has closed complete (the window closes at a
 * Taipei midnight, so the first run after it completes them). docs/decisions/return-window.md.
 */
export const completeDeliveredOrdersJob: JobDefinition = {
  name: 'orders.complete-delivered',
  schedule: '5 * * * *',
  run: (ctx) => completeDeliveredOrders(ctx, new Date()),
};

/** Every minute, the e-mails of shipped, delivered and decided-return notices still to send. */
export function afterSaleEmailsJob(
  send: (mail: { to: string; subject: string; text: string }) => Promise<void>,
): JobDefinition {
  return {
    name: 'orders.after-sale-emails',
    schedule: '* * * * *',
    run: (ctx) => sendDueAfterSaleEmails(ctx, send),
  };
}
