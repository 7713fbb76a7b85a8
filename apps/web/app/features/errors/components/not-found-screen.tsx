import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '~/components/ui/button';

/** SPEC §2: any unknown path (and /history, /coop-partners, closed campaigns) answers 404 with this. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center" data-testid="not-found">
      <p className="text-7xl font-black tracking-tight text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{t('messages:page_not_found')}</h1>
      <Link to="/" className={buttonClassName('primary', 'mt-8')}>
        {t('common:not_found.back_home')}
      </Link>
    </section>
  );
}
