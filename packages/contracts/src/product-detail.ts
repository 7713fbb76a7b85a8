import type { Locale } from './locale';

// SPEC §3 Product, SKU, Subscription product: the product detail answer and
// ProductDetailWebServices are completed by the product detail work.
export interface ProductDetailWebServices {
  readonly locale?: Locale;
}
