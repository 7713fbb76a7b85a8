import { useTranslation } from 'react-i18next';
import type { AddOnItem, BonusItem, SubscriptionDetail } from '@wellfit/contracts/product-detail';
import type { Locale } from '@wellfit/contracts/locale';
import { formatPrice } from '@wellfit/contracts/price';
import { parseSpData } from '@wellfit/contracts/product-spec';
import { ResponsiveImage } from '~/components/ui/responsive-image';

const THUMBNAIL = 480;

/** Chosen add-ons: add-on product id → the SKU going with it. */
export type AddOnChoice = Readonly<Record<number, number>>;

/** Add-on deals: tick one to add it with the product; an add-on with several options picks one. */
export function AddOnList({
  items,
  chosen,
  locale,
  onChange,
}: {
  items: readonly AddOnItem[];
  chosen: AddOnChoice;
  locale: Locale;
  onChange: (next: AddOnChoice) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;

  function toggle(item: AddOnItem, on: boolean) {
    const next = { ...chosen };
    const firstInStock = item.skus.find((sku) => sku.stock > 0);
    if (on && firstInStock) next[item.productId] = firstInStock.id;
    else delete next[item.productId];
    onChange(next);
  }

  return (
    <section className="flex flex-col gap-3" data-testid="add-ons">
      <h2 className="text-sm font-semibold text-ink-700">{t('product:add_ons.heading')}</h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => {
          const soldOut = item.stock <= 0;
          const skuId = chosen[item.productId];
          const inputId = `add-on-${item.productId}`;
          return (
            <li key={item.productId} className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-ink-100">
              <input
                id={inputId}
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={skuId !== undefined}
                disabled={soldOut}
                onChange={(event) => toggle(item, event.target.checked)}
                aria-label={t('product:add_ons.add', { name: item.name, price: formatPrice(item.salePrice, locale) })}
              />
              {item.pic && (
                <ResponsiveImage
                  src={item.pic}
                  alt=""
                  width={THUMBNAIL}
                  height={THUMBNAIL}
                  sizes="56px"
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
              )}
              <label htmlFor={inputId} className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-ink-800">{item.name}</span>
                <span className="text-sm">
                  <span className="font-bold text-accent-600">{formatPrice(item.salePrice, locale)}</span>{' '}
                  {item.listPrice > item.salePrice && (
                    <s className="text-xs text-ink-500">{formatPrice(item.listPrice, locale)}</s>
                  )}
                  {soldOut && <span className="ml-2 text-xs text-ink-500">{t('product:add_ons.sold_out')}</span>}
                </span>
              </label>
              {skuId !== undefined && item.skus.length > 1 && (
                <select
                  className="min-h-11 max-w-32 rounded-lg border border-ink-200 bg-white px-2 text-sm"
                  aria-label={t('product:add_ons.option', { name: item.name })}
                  value={skuId}
                  onChange={(event) => onChange({ ...chosen, [item.productId]: Number(event.target.value) })}
                >
                  {item.skus.map((sku) => (
                    <option key={sku.id} value={sku.id} disabled={sku.stock <= 0}>
                      {specText(sku.spData) || sku.skuCode}
                    </option>
                  ))}
                </select>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function specText(spData: string): string {
  return parseSpData(spData)
    .map((pair) => pair.value)
    .join(' / ');
}

/** Gifts that come free with the product. */
export function BonusList({ items, locale }: { items: readonly BonusItem[]; locale: Locale }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" data-testid="bonus-items">
      <h2 className="text-sm font-semibold text-ink-700">{t('product:bonuses.heading')}</h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.productSkuId} className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
            {item.pic && (
              <ResponsiveImage
                src={item.pic}
                alt=""
                width={THUMBNAIL}
                height={THUMBNAIL}
                sizes="48px"
                className="size-12 shrink-0 rounded-lg object-cover"
              />
            )}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate text-sm font-medium text-ink-800">{item.name}</span>
              <span className="text-xs text-ink-500">
                {t('product:bonuses.worth', { price: formatPrice(item.listPrice, locale) })}
              </span>
            </span>
            <span className="text-sm font-semibold text-brand-700">
              {t('product:bonuses.quantity', { count: item.quantity })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A subscription product's period, brief and icons (SPEC §3 Subscription product). */
export function SubscriptionSummary({ subscription }: { subscription: SubscriptionDetail }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4" data-testid="subscription-summary">
      <p className="text-sm text-ink-600">
        {t('product:subscription.period')}:{' '}
        <strong className="text-brand-800">{t(`product:subscription.${subscription.period}`)}</strong>
      </p>
      {subscription.brief && <p className="text-sm text-ink-700">{subscription.brief}</p>}
      {subscription.iconUrls.length > 0 && (
        <ul className="flex gap-3">
          {subscription.iconUrls.map((url) => (
            <li key={url}>
              <img src={url} alt="" width={40} height={40} loading="lazy" className="size-10 object-contain" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
