import { useTranslation } from 'react-i18next';

/** Shown while a page waits for app start or its client data. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">{t('common:loading')}</span>
    </div>
  );
}
