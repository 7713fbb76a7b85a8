import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '@wellfit/contracts/quantity';
import { formatDiscountLabel, formatPrice } from '@wellfit/contracts/price';
import type { ProductDetail } from '@wellfit/contracts/product-detail';
import {
  chooseValue,
  initialSelection,
  selectedSku,
  specOptionGroups,
  unitPrices,
  withSpec,
  type SpecSelection,
} from '../sku-selection';
import { AddOnList, BonusList, SubscriptionSummary, type AddOnChoice } from './product-extras';
import { ProductGallery } from './product-gallery';
import { QuantityStepper } from '~/components/ui/quantity-stepper';
import { SharePopup } from './share-popup';
import { SpecSelector } from './spec-selector';
import { useLocale } from '~/lib/use-locale';

/** Typography for the product's own HTML (headings, lists, tables, pictures) without a plugin. */
const RICH_TEXT =
  'flex flex-col gap-3 leading-relaxed text-ink-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-ink-900 [&_h3]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-ink-200 [&_td]:p-2 [&_th]:border [&_th]:border-ink-200 [&_th]:bg-ink-100 [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-5';

/** What the purchase buttons need to know, handed to the route's purchaseActions slot. */
export interface PurchaseChoice {
  productSkuId: number | null;
  quantity: number;
  addOns: Array<{ productId: number; productSkuId: number; quantity: number }>;
  soldOut: boolean;
}

export interface ProductDetailViewProps {
  product: ProductDetail;
  /** The page's absolute address, for sharing. */
  shareUrl: string;
  /** The favourite toggle (collections feature), composed by the route. */
  favourite?: ReactNode;
  /** The flash sale's panel, above the purchase buttons (which a phone keeps in a bar of their own). */
  flashOffer?: ReactNode;
  /** Add to cart and Buy now (cart feature), composed by the route. */
  purchaseActions: (choice: PurchaseChoice) => ReactNode;
}

/** /product/{id}: gallery, prices, spec selection, add-ons, gifts and the rich detail text. */
export function ProductDetailView({
  product,
  shareUrl,
  favourite,
  flashOffer,
  purchaseActions,
}: ProductDetailViewProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const skus = useMemo(() => withSpec(product.skuStockList), [product.skuStockList]);
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(skus));
  const [quantity, setQuantity] = useState(1);
  const [addOns, setAddOns] = useState<AddOnChoice>({});

  const groups = specOptionGroups(product.skuAttr, skus, selection);
  const sku = selectedSku(skus, selection);
  const stock = sku?.stock ?? 0;
  const soldOut = skus.every((candidate) => candidate.stock <= 0) || (sku !== null && sku.stock <= 0);
  const { price, listPrice } = unitPrices(sku, product);
  const discountLabel = formatDiscountLabel(price, listPrice, locale);
  const boundedQuantity = clampQuantity(quantity, stock);

  function choose(key: string, value: string) {
    const next = chooseValue(skus, selection, key, value);
    setSelection(next);
    setQuantity((current) => clampQuantity(current, selectedSku(skus, next)?.stock ?? 0));
  }

  const choice: PurchaseChoice = {
    productSkuId: sku?.id ?? null,
    quantity: boundedQuantity,
    addOns: Object.entries(addOns).map(([productId, productSkuId]) => ({
      productId: Number(productId),
      productSkuId,
      quantity: 1,
    })),
    soldOut,
  };

  return (
    <article className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-6 sm:py-10" data-testid="product-detail">
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery pictures={product.pics} name={product.name} />

        <div className="flex flex-col gap-5">
          <header className="flex flex-col gap-2">
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-snug font-bold text-ink-900 sm:text-3xl">{product.name}</h1>
              <div className="flex shrink-0 items-center gap-1">
                {favourite}
                <SharePopup url={shareUrl} title={product.name} />
              </div>
            </div>
            {product.subtitle && <p className="text-ink-600">{product.subtitle}</p>}
          </header>

          <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="product-price">
            <span className="text-3xl font-bold text-accent-600" data-testid="sku-price">
              <span className="sr-only">{t('product:price.label')} </span>
              {formatPrice(price, locale)}
            </span>
            {listPrice > price && (
              <s className="text-ink-500">
                <span className="sr-only">{t('product:price.list_price')} </span>
                {formatPrice(listPrice, locale)}
              </s>
            )}
            {discountLabel && (
              <span
                className="rounded-md bg-accent-600 px-2 py-0.5 text-sm font-bold text-white"
                data-testid="discount-label"
              >
                <span className="sr-only">{t('product:price.discount')} </span>
                {discountLabel}
              </span>
            )}
            {product.sales > 0 && (
              <span className="text-sm text-ink-500">{t('product:sold', { count: product.sales })}</span>
            )}
          </div>

          {product.couponLabel && (
            <p className="self-start rounded border border-accent-500 px-2 py-0.5 text-sm font-medium text-accent-600">
              <span className="sr-only">{t('product:coupon')}: </span>
              {product.couponLabel}
            </p>
          )}

          {product.subscription && <SubscriptionSummary subscription={product.subscription} />}

          {product.highlights.length > 0 && (
            <section>
              <h2 className="sr-only">{t('product:highlights')}</h2>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink-700">
                {product.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          )}

          {groups.length > 0 && <SpecSelector groups={groups} selection={selection} onChoose={choose} />}

          <div className="flex flex-wrap items-center gap-4">
            <QuantityStepper
              value={boundedQuantity}
              max={stock}
              disabled={stock <= 0}
              label={t('common:quantity.label')}
              showLabel
              onChange={setQuantity}
            />
            <p className="text-sm text-ink-600" aria-live="polite" data-testid="sku-stock">
              {stock > 0 ? t('product:spec.stock', { count: stock }) : t('product:spec.sold_out')}
            </p>
          </div>

          <AddOnList items={product.addOnItems} chosen={addOns} locale={locale} onChange={setAddOns} />
          <BonusList items={product.bonusItems} locale={locale} />

          {product.enterpriseOnly && (
            <p className="rounded-xl bg-ink-100 p-3 text-sm text-ink-700" data-testid="enterprise-only">
              {t('product:enterprise_only')}
            </p>
          )}

          {flashOffer}
          <div className="phone-action-bar">{purchaseActions(choice)}</div>
        </div>
      </div>

      <section className="flex flex-col gap-4" aria-labelledby="product-details-heading">
        <h2 id="product-details-heading" className="border-b border-ink-200 pb-2 text-xl font-bold text-ink-900">
          {t('product:details')}
        </h2>
        {product.detailHtml || product.detailMobileHtml ? (
          <>
            {/* Sanitised by the server on write and on output (product-html.ts). */}
            <div
              className={`${RICH_TEXT} hidden md:block`}
              data-testid="detail-html-desktop"
              dangerouslySetInnerHTML={{ __html: product.detailHtml }}
            />
            <div
              className={`${RICH_TEXT} md:hidden`}
              data-testid="detail-html-mobile"
              dangerouslySetInnerHTML={{ __html: product.detailMobileHtml }}
            />
          </>
        ) : (
          <p className="text-ink-500">{t('product:no_details')}</p>
        )}
      </section>
    </article>
  );
}
