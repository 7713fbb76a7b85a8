import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '~/lib/use-page-title';
import { buttonClassName } from './button';
import { StrokeIcon } from './icon';
import { NoticeBadge } from './notice';

/**
 * A screen whose content arrives in a later release: the route, its guard and its title are
 * already real, the page says plainly that it is coming.
 */
export function ComingSoon({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <NoticeBadge className="mb-6">
        <StrokeIcon className="size-8" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </StrokeIcon>
      </NoticeBadge>
      <h1 className="text-3xl font-bold text-ink-900">{title}</h1>
      <p className="mt-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('common:coming_soon.title')}
      </p>
      <p className="mt-4 text-ink-600">{t('common:coming_soon.body')}</p>
      {children}
      <Link to="/" className={buttonClassName('secondary', 'mt-8')}>
        {t('common:coming_soon.back_home')}
      </Link>
    </section>
  );
}
