import type { ProductDetailWebServices } from '@wellfit/contracts/product-detail';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { keptProductDetail } from './catalog.answer-cache.ts';
import { productFlashOffers } from './stock.service.ts';

/** The load-context services of this module (web/web-services.ts): /product/{id}'s one in-process call. */
export function productDetailWebServices(database: DatabaseHandle): ProductDetailWebServices {
  return {
    productDetail: async (locale, id) =>
      (await keptProductDetail(createServiceContext(database.db, { locale }), id))?.value ?? null,
    flashOffers: (id) => productFlashOffers(createServiceContext(database.db, {}), id),
  };
}
