import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '~/components/ui/button';
import { NoticeBadge } from '~/components/ui/notice';
import { StrokeIcon } from '~/components/ui/icon';
import { PaymentResult } from './payment-result';

/**
 * /order-pay-fail/{id} and /order-pay-fail (SPEC §2, §8 "payment failed with a suggestion to check
 * card info"): the card provider sends the member here after a refused card or 3-D check. With an
 * order, the page says what really happened to it (payment-result.tsx): why the card failed, or
 * that it was paid after all, lapsed or cancelled; "pay again" only while the order can be paid.
 */
export function OrderPayFailPage({ orderId }: { orderId: number | null }) {
  if (orderId !== null) return <PaymentResult orderId={orderId} arrivedAt="fail" />;
  return <PaymentFailedNotice />;
}

/** Without an order: the SPEC §8 message and the member's orders. */
function PaymentFailedNotice() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-ink-100"
      data-testid="payment-failed"
    >
      <NoticeBadge>
        <StrokeIcon className="size-8">
          <path d="M18 6 6 18M6 6l12 12" />
        </StrokeIcon>
      </NoticeBadge>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{t('checkout:fail.heading')}</h1>
      <p role="alert" className="mt-2 max-w-md text-ink-700">
        {t('messages:payment_failed')}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/order-list" className={buttonClassName('primary')}>
          {t('checkout:fail.orders')}
        </Link>
      </div>
    </div>
  );
}
