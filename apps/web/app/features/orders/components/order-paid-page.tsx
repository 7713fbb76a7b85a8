import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';
import { errorText } from '~/lib/error-text';
import { buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { formatTaipeiDateTime } from '~/lib/taipei-time';
import { useLocale } from '~/lib/use-locale';
import { usePageTitle } from '~/lib/use-page-title';
import { useOrderDetail } from '../api/get-order-detail';
import { OrderProblem } from './order-problem';
import { OrderSummary, SummaryRow } from './order-summary';

const isUnpaid = (order: OrderDetailAnswer) => order.status === 'pending';
const invoicePending = (order: OrderDetailAnswer) => order.invoice?.status === 'pending';
/** Until paid (or failed) and its e-invoice issued. */
const followUntilSettled = (order: OrderDetailAnswer) =>
  (isUnpaid(order) && order.payment?.status !== 'failed') || invoicePending(order);

/**
 * /order-paid/{id}: where the card provider sends the member back after a successful 3-D check,
 * and where a free order lands. Until the provider's notification has reached the shop the order
 * is still unpaid: the page says it is confirming and follows the order until it is paid (and its
 * e-invoice is issued). A payment that failed meanwhile goes to /order-pay-fail/{id}.
 */
export function OrderPaidPage({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = usePageTitle();
  const navigate = useNavigate();
  const order = useOrderDetail(orderId, followUntilSettled);
  const failed = order.data && isUnpaid(order.data) && order.data.payment?.status === 'failed';

  useEffect(() => {
    if (failed) void navigate(`/order-pay-fail/${orderId}`, { replace: true });
  }, [failed, navigate, orderId]);

  if (order.isPending) return <PageLoading />;
  if (order.isError) return <OrderProblem title={errorText(order.error)} onRetry={() => void order.refetch()} />;

  const detail = order.data;
  const confirming = isUnpaid(detail);
  const free = detail.calcAmount.payAmount === 0;
  return (
    <div className="flex flex-col gap-6">
      {confirming ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-3xl bg-brand-50 p-4 text-brand-900"
          data-testid="payment-confirming"
        >
          <span
            className="size-6 shrink-0 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
            aria-hidden="true"
          />
          <div>
            <p className="font-semibold">{t('checkout:paid.confirming')}</p>
            <p className="text-sm">{t('checkout:paid.confirming_hint')}</p>
          </div>
        </div>
      ) : (
        <h1 className="text-2xl font-bold text-ink-900" data-testid="payment-succeeded">
          {title}
        </h1>
      )}
      {confirming && <h1 className="sr-only">{title}</h1>}
      {free && !confirming && <p className="text-ink-700">{t('checkout:paid.free')}</p>}
      <OrderSummary order={detail} amountLabel={t('checkout:paid.amount')}>
        {!confirming && detail.paidAt && (
          <SummaryRow label={t('checkout:paid.paid_at')} testId="order-paid-at">
            {formatTaipeiDateTime(detail.paidAt, locale)}
          </SummaryRow>
        )}
        {!confirming && detail.payment?.method && (
          <SummaryRow label={t('checkout:paid.method')} testId="order-payment-method">
            {detail.payment.method}
          </SummaryRow>
        )}
        {detail.invoice && (
          <SummaryRow label={t('checkout:paid.invoice_number')} testId="order-invoice-number">
            {detail.invoice.invoiceNo ?? t('checkout:paid.invoice_pending')}
          </SummaryRow>
        )}
      </OrderSummary>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/order-list" className={buttonClassName('secondary')}>
          {t('checkout:paid.orders')}
        </Link>
        <Link to="/" className={buttonClassName('primary')}>
          {t('checkout:paid.continue')}
        </Link>
      </div>
    </div>
  );
}
