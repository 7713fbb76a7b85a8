import type { ProductDetailWebServices } from '@wellfit/contracts/product-detail';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { findProductDetailFor } from './product-detail.service.ts';
import { productFlashOffers } from './stock.service.ts';

/** The load-context services of this module (web/web-services.ts): /product/{id}'s one in-process call. */
export function productDetailWebServices(database: DatabaseHandle): ProductDetailWebServices {
  return {
    productDetail: (locale, id) => findProductDetailFor(createServiceContext(database.db, { locale }), id),
    flashOffers: (id) => productFlashOffers(createServiceContext(database.db, {}), id),
  };
}
