import type { WebServices } from '@wellfit/contracts/load-context';
import { createServiceContext } from '../context.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { campaignWebServices } from '../modules/campaigns/campaigns.web-services.ts';
import { productDetailWebServices } from '../modules/catalog/product-detail.web-services.ts';
import { catalogWebServices } from '../modules/catalog/product-list.web-services.ts';
import { contentWebServices } from '../modules/content/content.web-services.ts';
import { courseWebServices } from '../modules/courses/courses.web-services.ts';
import { versionNotify } from '../modules/data-dictionary/data-dictionary.service.ts';
import { homePageWebServices } from '../modules/home/home.web-services.ts';
import { searchWebServices } from '../modules/search/search.web-services.ts';
import { supportWebServices } from '../modules/support/support.web-services.ts';

/** The services React Router loaders reach through the load context, one entry per module. */
export function createWebServices(database: DatabaseHandle): WebServices {
  return {
    dataDictionary: {
      versionNotify: (locale) => versionNotify(createServiceContext(database.db, { locale })),
    },
    catalog: catalogWebServices(database),
    productDetail: productDetailWebServices(database),
    homePage: homePageWebServices(database),
    search: searchWebServices(database),
    content: contentWebServices(database),
    courses: courseWebServices(database),
    support: supportWebServices(database),
    campaigns: campaignWebServices(database),
  };
}
