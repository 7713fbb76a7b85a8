import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const LINK =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Previous and next page links (?page=n), so every page of a list has its own server-rendered URL. */
export function Pager({ pageIndex, pageSize, total }: { pageIndex: number; pageSize: number; total: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (page: number) => (page === 1 ? pathname : `${pathname}?page=${page}`);
  return (
    <nav aria-label={t('content:article_list.pagination')} className="mt-8 flex items-center justify-center gap-4">
      {pageIndex > 1 && (
        <Link to={href(pageIndex - 1)} className={LINK} rel="prev">
          {t('content:article_list.previous')}
        </Link>
      )}
      <span className="text-sm text-ink-600">{t('content:article_list.page_of', { page: pageIndex, pages })}</span>
      {pageIndex < pages && (
        <Link to={href(pageIndex + 1)} className={LINK} rel="next">
          {t('content:article_list.next')}
        </Link>
      )}
    </nav>
  );
}
