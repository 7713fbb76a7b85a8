import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '~/components/ui/button';
import { NoticeBadge } from '~/components/ui/notice';
import { StrokeIcon } from '~/components/ui/icon';
import { usePageTitle } from '~/lib/use-page-title';

/**
 * /order-pay-fail/{id} and /order-pay-fail (SPEC §2, §8 "payment failed with a suggestion to check
 * card info"): the card provider sends the member here after a refused card or 3-D check; Pay
 * again goes back to the order's payment page.
 */
export function OrderPayFailPage({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation();
  const title = usePageTitle();
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
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{title}</h1>
      <p role="alert" className="mt-2 max-w-md text-ink-700">
        {t('messages:payment_failed')}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/order-list" className={buttonClassName('secondary')}>
          {t('checkout:fail.orders')}
        </Link>
        {orderId !== null && (
          <Link to={`/order-pay/${orderId}`} className={buttonClassName('primary')} data-testid="pay-again">
            {t('checkout:fail.pay_again')}
          </Link>
        )}
      </div>
    </div>
  );
}
