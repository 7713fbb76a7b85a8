import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { BrandMark } from '~/components/ui/brand-mark';
import { MemberMenu } from '~/features/auth/components/member-menu';
import { useSession } from '~/features/auth/session-store';
import { CartLink } from '~/features/cart/components/cart-link';
import { LanguageSwitcher } from '~/features/locale/components/language-switcher';
import { SearchLink } from '~/features/search/components/search-link';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAVIGATION } from './navigation';

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 md:gap-6">
        <MobileMenu />
        <Link
          to="/"
          aria-label={t('common:header.home_link')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <BrandMark className="h-8" />
        </Link>
        <nav aria-label={t('common:nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100'
                    }`
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:gap-2">
          <LanguageSwitcher className="hidden md:flex" />
          <SearchLink />
          <CartLink signedIn={session.ready && session.token !== null} />
          <MemberMenu />
        </div>
      </div>
    </header>
  );
}
