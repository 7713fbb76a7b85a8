import type { ProductDetailWebServices } from '@wellfit/contracts/product-detail';
import type { DatabaseHandle } from '../../db/client.ts';

/** The load-context services of this module (web/web-services.ts). Placeholder registered by the lead. */
export function productDetailWebServices(_database: DatabaseHandle): ProductDetailWebServices {
  return {};
}
