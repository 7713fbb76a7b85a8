import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrderDetailAnswer } from '@wellfit/contracts/checkout';
import { UNPAID_ORDER_TTL_MINUTES } from '@wellfit/contracts/checkout';
import { orderPaidPath, orderPayFailPath } from '@wellfit/contracts/payment';
import { Button, buttonClassName } from '~/components/ui/button';
import { StrokeIcon } from '~/components/ui/icon';
import { NoticeBadge } from '~/components/ui/notice';
import { PageLoading } from '~/components/ui/page-loading';
import { errorText } from '~/lib/error-text';
import { formatTaipeiDateTime } from '~/lib/taipei-time';
import { useLocale } from '~/lib/use-locale';
import { useOrderDetail } from '../api/get-order-detail';
import { isPayable, paymentOutcomeOf } from '../payment-outcome';
import { OrderProblem } from './order-problem';
import { OrderSummary, SummaryRow } from './order-summary';

/**
 * How long the page waits for the gateway's answer before it says it has not arrived and what to
 * do. The simulator and ECPay notify the shop before sending the browser back, so the answer is
 * normally there at once; a late one is a few seconds behind.
 */
const CONFIRM_WAIT_MS = 15_000;

const invoicePending = (order: OrderDetailAnswer) => order.invoice?.status === 'pending';

/**
 * /order-paid/{id} and /order-pay-fail/{id}: where the gateway sends the member after its 3-D
 * page (and where a free order lands). What the page says comes from the order, not from the
 * address: paid, still being confirmed (for a bounded time, then what to do), failed and why,
 * not paid yet, lapsed or cancelled, each with its next step. A failed payment is shown at
 * /order-pay-fail and a paid order at /order-paid, whichever address the member arrived at.
 */
export function PaymentResult({ orderId, arrivedAt }: { orderId: number; arrivedAt: 'paid' | 'fail' }) {
  const navigate = useNavigate();
  const [waitedOut, setWaitedOut] = useState(false);
  const order = useOrderDetail(
    orderId,
    (detail) => (paymentOutcomeOf(detail) === 'confirming' && !waitedOut) || invoicePending(detail),
  );
  const outcome = order.data ? paymentOutcomeOf(order.data) : undefined;
  const moveTo =
    outcome === 'paid' && arrivedAt === 'fail'
      ? orderPaidPath(orderId)
      : outcome === 'failed' && arrivedAt === 'paid'
        ? orderPayFailPath(orderId)
        : null;

  useEffect(() => {
    if (moveTo) void navigate(moveTo, { replace: true });
  }, [moveTo, navigate]);

  useEffect(() => {
    if (outcome !== 'confirming' || waitedOut) return;
    const timer = window.setTimeout(() => setWaitedOut(true), CONFIRM_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, waitedOut]);

  if (order.isPending || moveTo) return <PageLoading />;
  if (order.isError) return <OrderProblem title={errorText(order.error)} onRetry={() => void order.refetch()} />;

  const detail = order.data;
  switch (paymentOutcomeOf(detail)) {
    case 'paid':
      return <PaidOrder order={detail} />;
    case 'confirming':
      return waitedOut ? (
        <Unconfirmed
          order={detail}
          onCheckAgain={() => {
            setWaitedOut(false);
            void order.refetch();
          }}
        />
      ) : (
        <Confirming order={detail} />
      );
    case 'failed':
      return <FailedPayment order={detail} />;
    case 'unpaid':
      return <Unpaid order={detail} />;
    case 'expired':
      return <Closed order={detail} kind="expired" />;
    case 'cancelled':
      return <Closed order={detail} kind="cancelled" />;
  }
}

/** The order's facts in words: its status, its payment and, once paid, its e-invoice. */
function OrderFacts({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const paid = paymentOutcomeOf(order) === 'paid';
  return (
    <OrderSummary order={order} amountLabel={t(paid ? 'checkout:paid.amount' : 'checkout:pay.amount')}>
      <SummaryRow label={t('checkout:paid.order_status')} testId="order-status">
        {t(`checkout:status.order.${order.status}`)}
      </SummaryRow>
      {order.payment && !paid && (
        <SummaryRow label={t('checkout:paid.payment_status')} testId="order-payment-status">
          {t(`checkout:status.payment.${order.payment.status}`)}
        </SummaryRow>
      )}
      {paid && order.paidAt && (
        <SummaryRow label={t('checkout:paid.paid_at')} testId="order-paid-at">
          {formatTaipeiDateTime(order.paidAt, locale)}
        </SummaryRow>
      )}
      {paid && order.payment?.method && (
        <SummaryRow label={t('checkout:paid.method')} testId="order-payment-method">
          {t(`checkout:status.method.${order.payment.method}`)}
        </SummaryRow>
      )}
      {paid && order.invoice && (
        <SummaryRow label={t('checkout:paid.invoice_number')} testId="order-invoice-number">
          {order.invoice.invoiceNo ?? t(`checkout:status.invoice.${order.invoice.status}`)}
        </SummaryRow>
      )}
    </OrderSummary>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>;
}

function OrdersLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/order-list" className={buttonClassName(primary ? 'primary' : 'secondary')}>
      {t('checkout:paid.orders')}
    </Link>
  );
}

function ShopLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={buttonClassName('primary')}>
      {t('checkout:paid.continue')}
    </Link>
  );
}

function PayLink({ order, label, testId }: { order: OrderDetailAnswer; label: string; testId: string }) {
  return (
    <Link to={`/order-pay/${order.id}`} className={buttonClassName('primary')} data-testid={testId}>
      {label}
    </Link>
  );
}

/** The headline of an unsettled or failed result: an icon, what happened and what to do. */
function ResultHeader({
  icon,
  title,
  testId,
  children,
}: {
  icon: 'alert' | 'clock' | 'cross';
  title: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-ink-100"
      data-testid={testId}
    >
      <NoticeBadge>
        <StrokeIcon className="size-8">
          {icon === 'cross' && <path d="M18 6 6 18M6 6l12 12" />}
          {icon === 'clock' && <path d="M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />}
          {icon === 'alert' && (
            <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          )}
        </StrokeIcon>
      </NoticeBadge>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{title}</h1>
      {children}
    </div>
  );
}

/** "Pay by …" while the order can be paid; once its time has passed, that it lapses. */
function Deadline({
  order,
  text,
}: {
  order: OrderDetailAnswer;
  text: 'checkout:paid.pay_before' | 'checkout:paid.unconfirmed_pay_before' | 'checkout:fail.keep_until';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payable = isPayable(order);
  return (
    <p className="mt-2 max-w-md text-sm text-ink-600" data-testid="order-pay-deadline">
      {payable && order.expiresAt
        ? t(text, { time: formatTaipeiDateTime(order.expiresAt, locale) })
        : t('checkout:paid.deadline_passed')}
    </p>
  );
}

function PaidOrder({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900" data-testid="payment-succeeded">
        {t('checkout:paid.heading')}
      </h1>
      {order.calcAmount.payAmount === 0 && <p className="text-ink-700">{t('checkout:paid.free')}</p>}
      <OrderFacts order={order} />
      <Actions>
        <OrdersLink />
        <ShopLink />
      </Actions>
    </div>
  );
}

function Confirming({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
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
          <h1 className="font-semibold">{t('checkout:paid.confirming')}</h1>
          <p className="text-sm">{t('checkout:paid.confirming_hint')}</p>
        </div>
      </div>
      <OrderFacts order={order} />
    </div>
  );
}

function Unconfirmed({ order, onCheckAgain }: { order: OrderDetailAnswer; onCheckAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <ResultHeader icon="clock" title={t('checkout:paid.unconfirmed')} testId="payment-unconfirmed">
        <p className="mt-2 max-w-md text-ink-700">{t('checkout:paid.unconfirmed_hint')}</p>
        <Deadline order={order} text="checkout:paid.unconfirmed_pay_before" />
      </ResultHeader>
      <OrderFacts order={order} />
      <Actions>
        <Button variant="secondary" onClick={onCheckAgain} data-testid="payment-check-again">
          {t('checkout:paid.check_again')}
        </Button>
        <OrdersLink />
        {isPayable(order) && <PayLink order={order} label={t('checkout:paid.pay_now')} testId="pay-now" />}
      </Actions>
    </div>
  );
}

function Unpaid({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <ResultHeader icon="clock" title={t('checkout:paid.unpaid')} testId="payment-unpaid">
        <Deadline order={order} text="checkout:paid.pay_before" />
      </ResultHeader>
      <OrderFacts order={order} />
      <Actions>
        <OrdersLink />
        {isPayable(order) && <PayLink order={order} label={t('checkout:paid.pay_now')} testId="pay-now" />}
      </Actions>
    </div>
  );
}

function FailedPayment({ order }: { order: OrderDetailAnswer }) {
  const { t } = useTranslation();
  const reason = order.payment?.failureReason ?? 'payment_failed';
  return (
    <div className="flex flex-col gap-6">
      <ResultHeader
        icon="cross"
        title={t(reason === 'three_d_cancelled' ? 'checkout:fail.cancelled_heading' : 'checkout:fail.heading')}
        testId="payment-failed"
      >
        <p role="alert" className="mt-2 max-w-md text-ink-700" data-reason={reason}>
          {reason === 'payment_failed' ? t('messages:payment_failed') : t(`checkout:fail.reason.${reason}`)}
        </p>
        <Deadline order={order} text="checkout:fail.keep_until" />
      </ResultHeader>
      <OrderFacts order={order} />
      <Actions>
        <OrdersLink />
        {isPayable(order) && <PayLink order={order} label={t('checkout:fail.pay_again')} testId="pay-again" />}
      </Actions>
    </div>
  );
}

function Closed({ order, kind }: { order: OrderDetailAnswer; kind: 'expired' | 'cancelled' }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <ResultHeader
        icon="alert"
        title={t(kind === 'expired' ? 'checkout:paid.expired' : 'checkout:paid.cancelled')}
        testId={kind === 'expired' ? 'payment-expired' : 'order-cancelled'}
      >
        <p className="mt-2 max-w-md text-ink-700">
          {kind === 'expired'
            ? t('checkout:paid.expired_hint', { minutes: UNPAID_ORDER_TTL_MINUTES })
            : t('checkout:paid.cancelled_hint')}
        </p>
      </ResultHeader>
      <OrderFacts order={order} />
      <Actions>
        <OrdersLink />
        <ShopLink />
      </Actions>
    </div>
  );
}
