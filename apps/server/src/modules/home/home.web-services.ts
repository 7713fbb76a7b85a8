import type { HomePageWebServices } from '@wellfit/contracts/home-page';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { homePage } from './home.service.ts';

/** The load-context services of this module (web/web-services.ts). */
export function homePageWebServices(database: DatabaseHandle): HomePageWebServices {
  return { page: (code, locale) => homePage(createServiceContext(database.db, { locale }), code) };
}
