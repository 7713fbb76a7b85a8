import { useTranslation } from 'react-i18next';

/** A small spinner beside "Loading…", for a list that is loading or reloading in place. */
export function LoadingLabel({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center gap-2${className ? ` ${className}` : ''}`}>
      <span
        className="size-4 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
        aria-hidden="true"
      />
      {t('common:loading')}
    </span>
  );
}
