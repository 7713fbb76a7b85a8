import type { ProductDetail } from '@wellfit/contracts/product-detail';

/** Longest meta description search engines show in full. */
const DESCRIPTION_LENGTH = 160;

/**
 * JSON for a <script type="application/ld+json"> body: `<`, `>` and `&` as \u escapes, so
 * product text such as "</script><script>…" cannot close the element, and the line separators
 * JavaScript once treated as newlines escaped too. The JSON value stays the same.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function absolute(origin: string, url: string): string {
  return new URL(url, origin).href;
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1)}…`;
}

export interface ProductSeo {
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl: string | null;
  /** schema.org Product, already escaped for a script element. */
  jsonLd: string;
}

/** What /product/{id} tells search engines and link previews (issue 4 SEO). */
export function productSeo(product: ProductDetail, origin: string): ProductSeo {
  const canonicalUrl = absolute(origin, `/product/${product.id}`);
  const description = shorten(product.descriptionTxt || product.description || product.subtitle || product.name);
  const images = product.pics.map((picture) => absolute(origin, picture.url));
  const inStock = product.skuStockList.some((sku) => sku.stock > 0);
  const cheapest = product.skuStockList.reduce<number | null>((lowest, sku) => {
    const price = sku.promotionPrice ?? sku.price;
    return lowest === null || price < lowest ? price : lowest;
  }, null);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description,
    sku: product.skuStockList[0]?.skuCode ?? String(product.id),
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      url: canonicalUrl,
      price: cheapest ?? product.salePrice,
      priceCurrency: 'TWD',
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return {
    title: product.name,
    description,
    canonicalUrl,
    imageUrl: images[0] ?? null,
    jsonLd: jsonForScript(jsonLd),
  };
}
