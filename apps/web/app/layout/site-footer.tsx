import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import { describeServiceHours } from '@wellfit/contracts/constants';
import { SUPPORT_EMAIL } from '~/features/static-pages/static-page-document';
import { FOOTER_LINK_GROUPS } from './navigation';
import { useLocale } from '~/lib/use-locale';

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className="bg-ink-900 text-ink-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="text-xl font-extrabold text-white">
            Well<span className="text-brand-300">Fit</span>
          </p>
          <p className="mt-2 text-sm">{t('common:tagline')}</p>
          <h2 className="mt-6 text-sm font-semibold text-white">{t('common:footer.service_hours')}</h2>
          <p className="mt-1 text-sm" data-testid="service-hours">
            {describeServiceHours(locale)}
          </p>
          <h2 className="mt-4 text-sm font-semibold text-white">{t('common:footer.contact_email')}</h2>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-1 inline-block text-sm text-brand-200 underline underline-offset-2 hover:text-white"
          >
            {SUPPORT_EMAIL}
          </a>
        </div>
        {FOOTER_LINK_GROUPS.map((group) => (
          <nav key={group.labelKey} aria-label={t(group.labelKey)}>
            <h2 className="text-sm font-semibold text-white">{t(group.labelKey)}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.to}>
                  <AppLink
                    to={link.to}
                    className="inline-flex min-h-9 items-center text-sm hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
                  >
                    {t(link.labelKey)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-ink-400">
          {t('common:footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
