import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppLink } from '~/components/ui/app-link';
import { StrokeIcon } from '~/components/ui/icon';
import { useSession } from '~/lib/session-store';
import { CartNavItem } from '~/features/cart/components/cart-nav-item';

const ITEM_CLASS =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-ink-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:text-brand-700';

/**
 * The phone's bottom navigation bar (issue 14), as on the shopping sites Taiwanese shoppers use
 * daily: home, categories, cart with its count, member area. Hidden from 768 px, where the
 * header shows all of it.
 */
export function MobileBottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <nav
      aria-label={t('common:nav.bottom_label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      data-testid="bottom-nav"
    >
      <div className="mx-auto flex max-w-md">
        <AppLink to="/" className={ITEM_CLASS} aria-current={pathname === '/' ? 'page' : undefined}>
          <StrokeIcon strokeWidth={1.8} strokeLinejoin="round" className="size-6">
            <path d="M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6h-6v6H5a1 1 0 0 1-1-1z" />
          </StrokeIcon>
          {t('common:nav.home')}
        </AppLink>
        <AppLink
          to="/product-list/all"
          className={ITEM_CLASS}
          aria-current={pathname.startsWith('/product-list/') ? 'page' : undefined}
        >
          <StrokeIcon strokeWidth={1.8} strokeLinejoin="round" className="size-6">
            <rect x="4" y="4" width="7" height="7" rx="1.5" />
            <rect x="13" y="4" width="7" height="7" rx="1.5" />
            <rect x="4" y="13" width="7" height="7" rx="1.5" />
            <rect x="13" y="13" width="7" height="7" rx="1.5" />
          </StrokeIcon>
          {t('common:nav.categories')}
        </AppLink>
        <CartNavItem
          signedIn={session.ready && session.token !== null}
          className={ITEM_CLASS}
          current={pathname === '/shopping-cart'}
        />
        <AppLink
          to="/member/info"
          className={ITEM_CLASS}
          aria-current={pathname.startsWith('/member/') ? 'page' : undefined}
        >
          <StrokeIcon strokeWidth={1.8} className="size-6">
            <circle cx="12" cy="8.5" r="3.5" />
            <path d="M5 20c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" strokeLinecap="round" />
          </StrokeIcon>
          {t('common:nav.member')}
        </AppLink>
      </div>
    </nav>
  );
}
