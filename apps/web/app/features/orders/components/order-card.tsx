import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderListCard } from '@wellfit/contracts/orders';
import { ProductLinePicture } from '~/components/ui/product-line-picture';
import { formatTaipeiDateTime } from '~/lib/taipei-time';
import { useLocale } from '~/lib/use-locale';
import { isOrderStatus, type RecipientPicker } from '../order-facts';
import { OrderActions } from './order-actions';

/** Lines a card shows before "and n more" (the detail page lists them all). */
const CARD_LINES = 3;

/** One order on /order-list: number, date, status, its lines with pictures and options, the amount and what may be done. */
export function OrderCard({ order, recipientPicker }: { order: OrderListCard; recipientPicker: RecipientPicker }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shown = order.items.slice(0, CARD_LINES);
  const hidden = order.items.length - shown.length;
  const headingId = `order-${order.id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-5"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-all text-ink-900">
            <Link
              to={`/order/${order.id}`}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="order-card-number"
            >
              {t('checkout:orders.card.order_no', { orderNo: order.orderNo })}
            </Link>
          </h3>
          <p className="text-sm text-ink-600">
            {t('checkout:orders.card.placed_at', { time: formatTaipeiDateTime(order.createdAt, locale) })}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold" data-testid="order-card-status">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            {isOrderStatus(order.status) ? t(`checkout:status.order.${order.status}`) : order.status}
          </span>
          {order.returnStatus && (
            <span
              className="rounded-full border border-accent-500 px-3 py-1 text-accent-600"
              data-testid="order-card-return-status"
            >
              {t(`checkout:orders.status.return.${order.returnStatus}`)}
            </span>
          )}
        </p>
      </header>
      <ul className="flex flex-col gap-3 border-t border-ink-100 pt-3">
        {shown.map((item) => {
          const spec = item.skuAttr.map((pair) => `${pair.key}: ${pair.value}`).join('、');
          return (
            <li key={item.id} className="flex items-start gap-3">
              <ProductLinePicture src={item.productPic} size={64} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-ink-900">
                  {item.type !== 'product' && (
                    <span className="mr-1 rounded bg-ink-100 px-1.5 text-xs text-ink-700">
                      {t(item.type === 'bonus' ? 'checkout:orders.detail.gift' : 'checkout:orders.detail.addon')}
                    </span>
                  )}
                  {item.productName}
                </p>
                {spec && <p className="text-ink-600">{spec}</p>}
              </div>
              <p className="shrink-0 text-right text-sm text-ink-700">
                {t('checkout:orders.card.quantity', { count: item.quantity })}
              </p>
            </li>
          );
        })}
        {hidden > 0 && (
          <li className="text-sm text-ink-600">{t('checkout:orders.card.more_items', { count: hidden })}</li>
        )}
      </ul>
      <div className="flex flex-wrap items-baseline justify-end gap-x-3 gap-y-1 border-t border-ink-100 pt-3 text-sm">
        <span className="text-ink-600">{t('checkout:orders.card.units', { count: order.quantity })}</span>
        <span className="text-ink-700">{t('checkout:orders.card.amount')}</span>
        <span className="text-lg font-bold text-brand-700" data-testid="order-card-amount">
          {order.formatPayAmount}
        </span>
      </div>
      {order.expiresAt && order.actions.pay && (
        <p className="text-right text-sm text-brand-800">
          {t('checkout:orders.card.pay_by', { time: formatTaipeiDateTime(order.expiresAt, locale) })}
        </p>
      )}
      <OrderActions order={order} recipientPicker={recipientPicker} showView />
    </article>
  );
}
