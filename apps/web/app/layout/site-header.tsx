import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import { BrandMark } from '~/components/ui/brand-mark';
import { MemberMenu } from '~/features/auth/components/member-menu';
import { isEmptyUser, useSession } from '~/lib/session-store';
import { CartLink } from '~/features/cart/components/cart-link';
import { LanguageSwitcher } from '~/features/locale/components/language-switcher';
import { NotificationBellSlot } from '~/features/notifications/components/notification-bell-slot';
import { SearchLink } from '~/features/search/components/search-link';
import { MobileMenu } from './mobile-menu';
import { isCurrentSection, MAIN_NAVIGATION } from './navigation';

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/90 backdrop-blur">
      {/* Phones from 360 px hold the menu, the word mark and four 44 px buttons on one row. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-4 md:gap-6">
        <MobileMenu />
        <AppLink
          to="/"
          aria-label={t('common:header.home_link')}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <BrandMark className="h-7 sm:h-8" nameClassName="text-lg sm:text-xl" />
        </AppLink>
        <nav aria-label={t('common:nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.to}>
                <AppLink
                  to={item.to}
                  aria-current={isCurrentSection(pathname, item) ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 aria-[current=page]:hover:bg-brand-50"
                >
                  {t(item.labelKey)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center sm:gap-1 md:gap-2">
          <LanguageSwitcher className="hidden md:flex" />
          <SearchLink />
          <NotificationBellSlot signedIn={session.user !== null && !isEmptyUser(session.user)} />
          <CartLink signedIn={session.ready && session.token !== null} />
          <MemberMenu />
        </div>
      </div>
    </header>
  );
}
