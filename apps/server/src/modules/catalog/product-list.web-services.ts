import type { CatalogWebServices, CategoryListAnswer } from '@wellfit/contracts/catalog';
import { LOCALES } from '@wellfit/contracts/locale';
import { createAnswerCache } from '../../answer-cache.ts';
import { createServiceContext } from '../../context.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { LIST_TTL_MS, categoryTree, productList } from './product-list.service.ts';

/**
 * Every product list page shows the category tree beside a page of products that the catalog
 * keeps for LIST_TTL_MS; the tree, the page's only query left, is kept as long, so a category
 * staff add or hide shows on the pages within the time its products do.
 */
const categoryTrees = createAnswerCache<CategoryListAnswer>({ ttlMs: LIST_TTL_MS, maxEntries: LOCALES.length });

/** The load-context services of the product lists (web/web-services.ts): the same service as the JSON routes. */
export function catalogWebServices(database: DatabaseHandle): CatalogWebServices {
  return {
    productList: (locale, query) => productList(createServiceContext(database.db, { locale }), query),
    categories: (locale) =>
      categoryTrees.get(database.db, locale, () => categoryTree(createServiceContext(database.db, { locale }))),
  };
}
