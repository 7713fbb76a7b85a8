import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeServiceHours } from '@wellfit/contracts/constants';
import { SUPPORT_TABS, type SupportTab } from '@wellfit/contracts/support-pages';
import { useLocale } from '~/lib/use-locale';

interface SupportHeaderProps {
  tab: SupportTab;
  /** Whether support is open at the moment the page was rendered (isSupportOpen, in the loader). */
  openNow: boolean;
}

const TAB_LABELS = { faq: 'support:tab_faq', contact: 'support:tab_contact' } as const;

/** SPEC §2: /faq and /contact-us are one support centre; its two tabs are links, so each is its own page. */
export function SupportHeader({ tab, openNow }: SupportHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('support:heading')}</h1>
      <section
        aria-labelledby="support-hours-heading"
        className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-ink-800"
      >
        <h2 id="support-hours-heading" className="font-semibold">
          {t('support:hours_label')}
        </h2>
        <p>{describeServiceHours(locale)}</p>
        <p
          data-testid="support-open-now"
          className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium ${
            openNow ? 'bg-white text-green-800' : 'bg-white text-ink-700'
          }`}
        >
          <span aria-hidden="true" className={`size-2 rounded-full ${openNow ? 'bg-green-600' : 'bg-ink-400'}`} />
          {openNow ? t('support:open_now') : t('support:closed_now')}
        </p>
        <p className="w-full text-xs text-ink-600">{t('support:holidays_note')}</p>
      </section>
      <nav aria-label={t('support:tabs_label')} className="mt-6 border-b border-ink-200">
        <ul className="flex gap-2">
          {(Object.keys(SUPPORT_TABS) as SupportTab[]).map((name) => (
            <li key={name}>
              <Link
                to={SUPPORT_TABS[name]}
                aria-current={name === tab ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  name === tab
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-ink-600 hover:text-ink-900'
                }`}
              >
                {t(TAB_LABELS[name])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
