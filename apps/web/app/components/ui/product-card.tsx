import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import type { ProductSummary } from '@wellfit/contracts/catalog';
import { PRODUCT_PICTURE_WIDTH } from '@wellfit/contracts/images';
import { formatDiscountLabel, formatPrice } from '@wellfit/contracts/price';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useLocale } from '~/lib/use-locale';

/** Two columns on phones, three on tablets, four from laptops (the product list grid). */
const DEFAULT_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

export interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold (the first row of a list): load the picture eagerly. */
  priority?: boolean;
  /** The CSS width of the card's picture, when the card sits in a narrower or wider grid. */
  sizes?: string;
  /** The name as shown, when a list marks part of it (search highlights); defaults to product.name. */
  name?: ReactNode;
}

/** The one card of a product in any list: lists, home page rails, search, favourites, history. */
export function ProductCard({ product, priority = false, sizes = DEFAULT_SIZES, name }: ProductCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const discountLabel = formatDiscountLabel(product.salePrice, product.listPrice, locale);
  const showListPrice = product.listPrice > product.salePrice;

  return (
    <article className="card group overflow-hidden" data-testid="product-card" data-product-id={product.id}>
      <div className="relative aspect-square overflow-hidden bg-ink-100">
        {product.pic ? (
          <ResponsiveImage
            src={product.pic}
            alt=""
            width={PRODUCT_PICTURE_WIDTH}
            height={PRODUCT_PICTURE_WIDTH}
            sizes={sizes}
            priority={priority}
            className={product.soldOut ? 'product-picture opacity-60' : 'product-picture'}
          />
        ) : (
          // A product without a picture keeps its square, so the grid does not jump.
          <span className="block size-full bg-gradient-to-br from-brand-50 to-ink-100" aria-hidden="true" />
        )}
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {discountLabel && (
            <span className="badge bg-accent-600" data-testid="discount-label">
              {discountLabel}
            </span>
          )}
          {product.enterpriseOnly && <span className="badge bg-ink-800">{t('catalog:badge.enterprise_only')}</span>}
        </div>
        {product.soldOut && (
          <span className="absolute inset-x-0 bottom-0 bg-ink-900/75 py-1.5 text-center text-sm font-bold text-white">
            {t('catalog:badge.sold_out')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="card-title sm:text-base">
          <AppLink to={`/product/${product.id}`} prefetch="intent" className="card-link">
            {name ?? product.name}
          </AppLink>
        </h3>
        {product.subtitle && <p className="line-clamp-1 text-xs text-ink-500">{product.subtitle}</p>}
        {product.couponLabel && <p className="coupon-chip">{product.couponLabel}</p>}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          <span className="text-lg font-bold text-accent-600" data-testid="sale-price">
            <span className="sr-only">{`${t('catalog:price.sale')} `}</span>
            {formatPrice(product.salePrice, locale)}
          </span>
          {showListPrice && (
            <s className="text-sm text-ink-500">
              <span className="sr-only">{`${t('catalog:price.list')} `}</span>
              {formatPrice(product.listPrice, locale)}
            </s>
          )}
        </p>
      </div>
    </article>
  );
}
