import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import { iconButtonClassName, StrokeIcon } from '~/components/ui/icon';

// Only members have a cart count; visitors never download the query code behind it.
const CartCountBadge = lazy(() => import('./cart-count-badge'));

/** The header's cart entry with its badge. */
export function CartLink({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink to="/shopping-cart" title={t('common:header.cart')} className={iconButtonClassName('ghost', 'relative')}>
      <StrokeIcon strokeWidth={1.8} strokeLinejoin="round">
        <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
        <circle cx="9.5" cy="19.5" r="1.3" />
        <circle cx="17" cy="19.5" r="1.3" />
      </StrokeIcon>
      <span className="sr-only">{t('common:header.cart')}</span>
      {signedIn && (
        <Suspense fallback={null}>
          <CartCountBadge />
        </Suspense>
      )}
    </AppLink>
  );
}
