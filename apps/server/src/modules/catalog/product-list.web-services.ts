import type { CatalogWebServices } from '@wellfit/contracts/catalog';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { keptCategoryTree, keptProductList } from './catalog.answer-cache.ts';

/** The load-context services of the product lists (web/web-services.ts): the same kept answers as the JSON routes. */
export function catalogWebServices(database: DatabaseHandle): CatalogWebServices {
  return {
    productList: async (locale, query) =>
      (await keptProductList(createServiceContext(database.db, { locale }), query)).value,
    categories: (locale) => keptCategoryTree(createServiceContext(database.db, { locale })),
  };
}
