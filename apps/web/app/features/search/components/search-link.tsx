import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import { iconButtonClassName, StrokeIcon } from '~/components/ui/icon';

/** The header's way to /search/product (SPEC §2 /search redirects there as well). */
export function SearchLink() {
  const { t } = useTranslation();
  return (
    <AppLink to="/search/product" title={t('search:heading')} className={iconButtonClassName('ghost')}>
      <StrokeIcon strokeWidth={1.8} strokeLinecap="round">
        <circle cx="11" cy="11" r="6" />
        <path d="M20 20l-4.5-4.5" />
      </StrokeIcon>
      <span className="sr-only">{t('search:heading')}</span>
    </AppLink>
  );
}
