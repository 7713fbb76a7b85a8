import { isLocale, type Locale } from '@wellfit/contracts/locale';
import { serverText } from '../../server-texts.ts';
import { formatPrice } from '@wellfit/contracts/price';
import type { ServiceContext } from '../../context.ts';
import type { JobDefinition } from '../../jobs/jobs.plugin.ts';
import { findActiveUserById } from '../accounts/accounts.service.ts';
import type { MessageDelivery } from '../notifications-delivery/message-delivery.service.ts';
import { requireMemberOrder, unpaidOrderExpiresAt } from '../orders/orders.service.ts';

/** The "order placed" e-mail's job: sent after the order commits, retried by pg-boss if delivery fails. */
export const ORDER_PLACED_EMAIL_JOB = 'checkout.order-placed-email';

export interface OrderPlacedEmail {
  userId: number;
  orderId: number;
}

/** The pay-by time as a Taipei wall clock, e.g. 2026/11/27 08:30. */
function taipeiTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ').replaceAll('-', '/');
}

/**
 * Tells the member their order was placed, in the member's language, by e-mail (the developer
 * outbox when no SMTP is configured). A member without an e-mail address gets none; answers
 * whether one was sent.
 */
export async function sendOrderPlacedEmail(
  ctx: ServiceContext,
  delivery: MessageDelivery,
  message: OrderPlacedEmail,
): Promise<boolean> {
  const user = await findActiveUserById(ctx, message.userId);
  const to = user?.email;
  if (!to) return false;
  const order = await requireMemberOrder(ctx, message.userId, message.orderId);
  const locale: Locale = isLocale(user.locale) ? user.locale : 'zhTW';
  const next =
    order.status === 'pending'
      ? serverText('order_placed_pay_by', locale, {
          expiresAt: taipeiTime(unpaidOrderExpiresAt(order.createdAt)),
        })
      : serverText('order_placed_paid', locale);
  await delivery.email.send({
    to,
    subject: serverText('order_placed_subject', locale, { orderNo: order.orderNo }),
    text: serverText('order_placed_text', locale, {
      orderNo: order.orderNo,
      payAmount: formatPrice(order.payAmount, locale),
      next,
    }),
  });
  return true;
}

export function orderPlacedEmailJob(delivery: MessageDelivery): JobDefinition {
  return {
    name: ORDER_PLACED_EMAIL_JOB,
    run: (ctx, data) => sendOrderPlacedEmail(ctx, delivery, data as OrderPlacedEmail),
  };
}
