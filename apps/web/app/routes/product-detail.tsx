import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { parseSpData } from '@wellfit/contracts/product-spec';
import { PurchaseButtons } from '~/features/cart/components/purchase-buttons';
import { FavouriteButton } from '~/features/collections/components/favourite-button';
import { useRecordView } from '~/features/collections/hooks/use-record-view';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { ProductDetailView } from '~/features/product-detail/components/product-detail-view';
import { ProductSeoTags } from '~/features/product-detail/components/product-seo-tags';
import { productSeo } from '~/features/product-detail/product-seo';
import { notReturnableNotice } from '~/features/product-detail/return-notice.server';
import { requireLoadContext } from '~/lib/load-context';
import { ownNameTitle, type RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/product-detail';

export const handle: RouteHandle = {
  // The product's own name is the page title; a missing product is the not-found page.
  title: ownNameTitle<Route.ComponentProps['loaderData']>((data) => data?.product?.name),
  ownDescription: true,
};

/** SPEC §2 /product/{id}: one in-process call; a missing, hidden or deleted product answers 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const id = Number(params.id);
  const product =
    /^\d+$/.test(params.id) && Number.isSafeInteger(id) && id > 0
      ? await services.productDetail.productDetail(locale, id)
      : null;
  const origin = new URL(request.url).origin;
  if (!product) return data({ product: null, seo: null, flashOffers: [] }, { status: 404 });
  const flashOffers = await services.productDetail.flashOffers(id);
  const seo = productSeo(product, origin);
  // Said before purchase among the product's key points: server-rendered text, no script of its own
  // (the page is within a few bytes of its 150 KB JavaScript budget).
  const returnNotice = notReturnableNotice(product.productType, locale);
  const shown = returnNotice ? { ...product, highlights: [...product.highlights, returnNotice] } : product;
  return data({ product: shown, seo, flashOffers });
}

// Only a product with a live or coming flash sale loads its panel (the page's JavaScript budget).
const FlashOfferPanel = lazy(() => import('~/features/product-detail/components/flash-offer-panel'));

// No query provider here: the member's heart brings its own when it loads, and adding to the cart
// or recording a view reaches the query client on demand, so visitors never download TanStack Query.
export default function ProductDetailPage({ loaderData }: Route.ComponentProps) {
  const { product, seo, flashOffers } = loaderData;
  useRecordView('product', product?.id ?? 0);
  if (!product || !seo) return <LazyNotFoundScreen />;
  return (
    <>
      <ProductSeoTags seo={seo} />
      <ProductDetailView
        key={product.id}
        product={product}
        shareUrl={seo.canonicalUrl}
        favourite={<FavouriteButton targetType="product" targetId={product.id} />}
        flashOffer={
          flashOffers.length > 0 && (
            <Suspense fallback={null}>
              <FlashOfferPanel
                productId={product.id}
                offers={flashOffers}
                specOf={(skuId) => {
                  if (product.skuStockList.length < 2) return '';
                  const sku = product.skuStockList.find((entry) => entry.id === skuId);
                  return sku
                    ? parseSpData(sku.spData)
                        .map((pair) => pair.value)
                        .join(' / ')
                    : '';
                }}
              />
            </Suspense>
          )
        }
        purchaseActions={(choice) => (
          <PurchaseButtons
            productId={product.id}
            productSkuId={choice.productSkuId}
            quantity={choice.quantity}
            addOns={choice.addOns}
            soldOut={choice.soldOut}
            enterpriseOnly={product.enterpriseOnly}
          />
        )}
      />
    </>
  );
}
