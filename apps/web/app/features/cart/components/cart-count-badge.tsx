import { useTranslation } from 'react-i18next';
import QueryProvider from '~/lib/query-provider';
import { useCartCount } from '../api/get-cart-count';

function Badge({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const { data: count = 0 } = useCartCount();
  if (count <= 0) return null;
  return (
    <>
      <span
        data-testid={testId}
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-600 px-1 text-xs font-bold text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{t('common:header.cart_count', { quantity: count })}</span>
    </>
  );
}

/** The member's cart count on the header's cart link (SPEC §4: loaded at app start, refreshed by cart changes). */
export default function CartCountBadge({ testId = 'cart-count' }: { testId?: string }) {
  return (
    <QueryProvider>
      <Badge testId={testId} />
    </QueryProvider>
  );
}
