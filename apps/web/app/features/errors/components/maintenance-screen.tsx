import { useTranslation } from 'react-i18next';
import { describeServiceHours } from '@wellfit/contracts/constants';
import { BrandMark } from '~/components/ui/brand-mark';
import { StrokeIcon } from '~/components/ui/icon';
import { useLocale } from '~/lib/use-locale';

/** SPEC §8 "the site is under maintenance": every page while maintenance is on, and /under-maintenance. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
      data-testid="maintenance"
    >
      <BrandMark className="h-10" />
      <span
        className="mt-10 inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600"
        aria-hidden="true"
      >
        <StrokeIcon className="size-8" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
        </StrokeIcon>
      </span>
      <h1 className="mt-6 text-2xl font-bold text-ink-900">{t('common:maintenance.heading')}</h1>
      <p className="mt-3 text-lg text-ink-600">{t('messages:under_maintenance')}</p>
      <p className="mt-8 text-sm text-ink-500">
        {t('common:maintenance.service_hours', { hours: describeServiceHours(locale) })}
      </p>
    </section>
  );
}
