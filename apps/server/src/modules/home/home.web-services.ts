import type { HomePageWebServices } from '@wellfit/contracts/home-page';
import type { DatabaseHandle } from '../../db/client.ts';

/** The load-context services of this module (web/web-services.ts). Placeholder registered by the lead. */
export function homePageWebServices(_database: DatabaseHandle): HomePageWebServices {
  return {};
}
