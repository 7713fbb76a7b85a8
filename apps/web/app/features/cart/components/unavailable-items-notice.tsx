import { useTranslation } from 'react-i18next';
import type { CheckoutUnavailableItem } from '@wellfit/contracts/checkout';
import { Button } from '~/components/ui/button';
import { ProductLinePicture } from '~/components/ui/product-line-picture';
import { showToast } from '~/lib/toast';
import { useDeleteCartItems } from '../api/delete-cart-items';

export interface UnavailableItemsNoticeProps {
  /** The preview's unavailableItems: chosen lines and add-ons left out of the order. */
  items: readonly CheckoutUnavailableItem[];
  /** After they left the cart, with their line ids (the checkout asks its preview again). */
  onRemoved(ids: readonly number[]): void;
}

/**
 * At checkout (issue 34): what was chosen in the cart but cannot be bought now, each named with
 * why, left out of the order, and a way to remove it from the cart. The reasons read as on the
 * cart page (cart:reason).
 */
export function UnavailableItemsNotice({ items, onRemoved }: UnavailableItemsNoticeProps) {
  const { t } = useTranslation();
  const remove = useDeleteCartItems();
  const ids = items.map((item) => item.cartId);

  return (
    <section
      aria-labelledby="checkout-unavailable-heading"
      className="flex flex-col gap-3 rounded-3xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-6"
      data-testid="checkout-unavailable-items"
    >
      <h2 id="checkout-unavailable-heading" className="font-bold text-ink-900">
        {t('cart:unavailable.heading')}
      </h2>
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.cartId} className="flex items-center gap-3" data-testid="checkout-unavailable-item">
            <ProductLinePicture src={item.productPic} size={48} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words text-ink-900">
                {item.type === 'addon' && (
                  <span className="mr-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-700">
                    {t('cart:line.add_on')}
                  </span>
                )}
                {item.productName}
                {item.skuAttr.length > 0 && (
                  <span className="text-ink-600"> · {item.skuAttr.map(({ value }) => value).join(' / ')}</span>
                )}
              </p>
              <p className="text-ink-700">{t(`cart:reason.${item.reason}`, { stock: item.stock })}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="self-start"
        disabled={remove.isPending}
        aria-busy={remove.isPending}
        onClick={() =>
          remove.mutate(ids, {
            onSuccess: () => {
              showToast(t('cart:unavailable.removed'));
              onRemoved(ids);
            },
          })
        }
        data-testid="checkout-remove-unavailable"
      >
        {remove.isPending ? t('cart:unavailable.removing') : t('cart:unavailable.remove')}
      </Button>
    </section>
  );
}
