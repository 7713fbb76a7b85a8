import type { ProductType } from '@wellfit/contracts/catalog-options';
import type { Locale } from '@wellfit/contracts/locale';
import { isReturnableProductType } from '@wellfit/contracts/orders';
import { serverI18n } from '~/lib/i18n.server';

/**
 * What the product page says before purchase about a product that may not be returned once opened
 * or started (Consumer Protection Act art. 19's exceptions), in the page's language; null for the
 * others. Worded on the server and handed over with the loader's data, so neither the rule (with
 * zod, from the orders contract) nor the words reach the page's JavaScript (150 KB budget).
 */
export function notReturnableNotice(productType: ProductType, locale: Locale): string | null {
  return isReturnableProductType(productType) ? null : serverI18n(locale).t('checkout:orders.not_returnable_notice');
}
