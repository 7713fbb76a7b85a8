import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HomeTab } from '../home-cards';

const TABS: ReadonlyArray<{ tab: HomeTab; to: string }> = [
  { tab: 'content', to: '/' },
  { tab: 'shop', to: '/?tab=shop' },
];

/** The switch between the content home and the shop home (SPEC §2); each is its own URL. */
export function HomeTabs({ current }: { current: HomeTab }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home:tabs.label')} className="mx-auto flex max-w-6xl justify-center px-4 pt-4">
      <ul className="inline-flex rounded-full bg-ink-100 p-1">
        {TABS.map(({ tab, to }) => (
          <li key={tab}>
            <Link
              to={to}
              preventScrollReset
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex min-w-24 justify-center rounded-full px-5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none ${
                tab === current ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-600 hover:text-ink-900'
              }`}
            >
              {t(`home:tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
