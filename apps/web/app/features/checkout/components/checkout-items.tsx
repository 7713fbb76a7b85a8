import { useTranslation } from 'react-i18next';
import type { CartBonusItem, SkuAttr } from '@wellfit/contracts/cart';
import type { CheckoutItem } from '@wellfit/contracts/checkout';
import { formatPrice } from '@wellfit/contracts/price';
import { ProductLinePicture } from '~/components/ui/product-line-picture';
import { useLocale } from '~/lib/use-locale';

const specText = (skuAttr: readonly SkuAttr[]) => skuAttr.map(({ value }) => value).join(' / ');

interface LineProps {
  name: string;
  pic: string;
  skuAttr: readonly SkuAttr[];
  quantity: number;
  price?: number;
  originPrice?: number;
  badge?: string;
  size: number;
  testId: string;
}

function Line({ name, pic, skuAttr, quantity, price, originPrice, badge, size, testId }: LineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="flex gap-3" data-testid={testId}>
      <ProductLinePicture src={pic} size={size} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium break-words text-ink-900">
          {badge && (
            <span className="mr-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {badge}
            </span>
          )}
          {name}
        </p>
        {skuAttr.length > 0 && <p className="text-sm text-ink-600">{specText(skuAttr)}</p>}
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {price !== undefined && <span className="font-semibold text-ink-900">{formatPrice(price, locale)}</span>}
          {price !== undefined && originPrice !== undefined && originPrice > price && (
            <s className="text-ink-500">{formatPrice(originPrice, locale)}</s>
          )}
          <span className="text-ink-600">{t('checkout:items.quantity', { count: quantity })}</span>
        </p>
      </div>
    </div>
  );
}

/** SPEC §3 Checkout preview: the items with their add-ons, and the gifts that come with them. */
export function CheckoutItems({
  items,
  gifts,
  flash,
}: {
  items: readonly CheckoutItem[];
  gifts: readonly CartBonusItem[];
  flash: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="checkout-items"
      className="flex flex-col gap-4 rounded-3xl bg-white p-4 ring-1 ring-ink-100 sm:p-6"
    >
      <h2 id="checkout-items" className="text-xl font-bold text-ink-900">
        {t('checkout:items.heading')}
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={`${item.cartId ?? 'x'}-${item.productSkuId}`} className="flex flex-col gap-3">
            <Line
              name={item.productName}
              pic={item.productPic}
              skuAttr={item.skuAttr}
              quantity={item.quantity}
              price={item.price}
              originPrice={item.originPrice}
              badge={flash ? t('checkout:items.flash') : undefined}
              size={72}
              testId="checkout-line"
            />
            {item.addOnItems.length > 0 && (
              <ul className="ml-6 flex flex-col gap-2 border-l-2 border-ink-100 pl-3">
                {item.addOnItems.map((addOn) => (
                  <li key={addOn.productSkuId}>
                    <Line
                      name={addOn.productName}
                      pic={addOn.productPic}
                      skuAttr={addOn.skuAttr}
                      quantity={addOn.quantity}
                      price={addOn.price}
                      originPrice={addOn.originPrice}
                      size={48}
                      testId="checkout-add-on"
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {gifts.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-ink-100 pt-3">
          <h3 className="font-semibold text-ink-900">{t('checkout:items.gifts_heading')}</h3>
          <ul className="flex flex-col gap-2">
            {gifts.map((gift) => (
              <li key={`${gift.productSkuId}`}>
                <Line
                  name={gift.productName}
                  pic={gift.productPic}
                  skuAttr={gift.skuAttr}
                  quantity={gift.quantity}
                  badge={t('checkout:items.gift')}
                  size={48}
                  testId="checkout-gift"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
