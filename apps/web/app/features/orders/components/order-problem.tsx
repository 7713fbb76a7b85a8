import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '~/components/ui/button';
import { Notice } from '~/components/ui/notice';
import { StrokeIcon } from '~/components/ui/icon';

/** An order that cannot be shown (not found, not the member's) or a failed load, with a way on. */
export function OrderProblem({ title, onRetry }: { title?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice
      icon={
        <StrokeIcon className="size-8">
          <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </StrokeIcon>
      }
      title={title ?? t('checkout:not_found')}
      testId="order-problem"
    >
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button type="button" className={buttonClassName('secondary')} onClick={onRetry}>
            {t('messages:retry')}
          </button>
        )}
        <Link to="/order-list" className={buttonClassName('primary')}>
          {t('checkout:pay.view_orders')}
        </Link>
      </div>
    </Notice>
  );
}
