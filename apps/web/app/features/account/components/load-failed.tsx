import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

/** A member page whose data could not be loaded: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-6 rounded-3xl bg-white p-6 text-center ring-1 ring-ink-100">
      <p className="text-ink-700">{t('messages:common_error')}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('messages:retry')}
      </Button>
    </div>
  );
}
