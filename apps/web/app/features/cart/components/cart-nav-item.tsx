import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import { StrokeIcon } from '~/components/ui/icon';

const CartCountBadge = lazy(() => import('./cart-count-badge'));

/** The bottom navigation bar's cart entry: icon, label and the member's cart count. */
export function CartNavItem({
  signedIn,
  className,
  current,
}: {
  signedIn: boolean;
  className: string;
  current: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AppLink to="/shopping-cart" className={className} aria-current={current ? 'page' : undefined}>
      <span className="relative inline-flex size-7 items-center justify-center">
        <StrokeIcon strokeWidth={1.8} strokeLinejoin="round" className="size-6">
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
          <circle cx="9.5" cy="19.5" r="1.3" />
          <circle cx="17" cy="19.5" r="1.3" />
        </StrokeIcon>
        {signedIn && (
          <Suspense fallback={null}>
            <CartCountBadge testId="bottom-nav-cart-count" />
          </Suspense>
        )}
      </span>
      {t('common:nav.cart')}
    </AppLink>
  );
}
