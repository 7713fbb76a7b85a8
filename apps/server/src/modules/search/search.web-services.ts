import type { SearchWebServices } from '@wellfit/contracts/search';
import type { DatabaseHandle } from '../../db/client.ts';

/** The load-context services of this module (web/web-services.ts). Placeholder registered by the lead. */
export function searchWebServices(_database: DatabaseHandle): SearchWebServices {
  return {};
}
