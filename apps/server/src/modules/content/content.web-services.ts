import type { ContentWebServices } from '@wellfit/contracts/content';
import type { DatabaseHandle } from '../../db/client.ts';

/** The load-context services of this module (web/web-services.ts). Placeholder registered by the lead. */
export function contentWebServices(_database: DatabaseHandle): ContentWebServices {
  return {};
}
