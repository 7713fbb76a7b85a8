import type { CatalogWebServices } from '@wellfit/contracts/catalog';
import type { DatabaseHandle } from '../../db/client.ts';

/** The load-context services of this module (web/web-services.ts). Placeholder registered by the lead. */
export function catalogWebServices(_database: DatabaseHandle): CatalogWebServices {
  return {};
}
