import type { CatalogWebServices } from '@wellfit/contracts/catalog';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { categoryTree, productList } from './product-list.service.ts';

/** The load-context services of the product lists (web/web-services.ts): the same service as the JSON routes. */
export function catalogWebServices(database: DatabaseHandle): CatalogWebServices {
  return {
    productList: (locale, query) => productList(createServiceContext(database.db, { locale }), query),
    categories: (locale) => categoryTree(createServiceContext(database.db, { locale })),
  };
}
