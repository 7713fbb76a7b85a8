import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createProduct, createSku } from '../../test/factories.ts';
import { productCategories, productSkus } from './catalog.tables.ts';
import { selectProductPage, type ProductListFilter } from './product-list.queries.ts';
import { reserveStock, returnSkuStock } from './stock.service.ts';

/*
 * "Sold out" and the in-stock filter read products.in_stock, which the database keeps from the
 * product's SKUs in the transaction that writes them (migration 0012). Each case writes SKUs the
 * way some part of the shop does, then reads the list as a shopper would.
 */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A product of its own category with one SKU of `stock` units, and how the list shows it. */
async function listedProduct(stock: number) {
  const [category] = await t.db
    .insert(productCategories)
    .values({
      slug: `in-stock-${Math.random().toString(36).slice(2)}`,
      name: { zhTW: '庫存', zhCN: '库存', en: 'Stock' },
    })
    .returning();
  const { product, sku } = await createProduct(t.db, { categoryId: category!.id }, { stock });
  const filter = (inStockOnly: boolean): ProductListFilter => ({
    productTypes: ['equipment'],
    categoryId: category!.id,
    discountedOnly: false,
    usportOnly: false,
    groupShopOnly: false,
    inStockOnly,
  });
  const page = { sort: 'recommended', pageIndex: 1, pageSize: 24 } as const;
  /** soldOut as the list shows it, and whether the in-stock filter finds the product (page and total). */
  const shown = async () => {
    const [all] = (await selectProductPage(t.db, 'en', filter(false), page)).list;
    const inStock = await selectProductPage(t.db, 'en', filter(true), page);
    expect(inStock.list.length).toBe(inStock.total);
    return { soldOut: all?.soldOut, foundInStock: inStock.total === 1 };
  };
  return { product, sku, shown };
}

const IN_STOCK = { soldOut: false, foundInStock: true };
const SOLD_OUT = { soldOut: true, foundInStock: false };

describe('a product’s in-stock flag', () => {
  it('follows an order taking the last unit and a lapsed order giving it back', async () => {
    const { sku, shown } = await listedProduct(1);
    expect(await shown()).toEqual(IN_STOCK);
    await t.db.transaction(async (tx) => {
      const taken = await reserveStock({ ...t.ctx(), db: tx }, [{ productSkuId: sku.id, quantity: 1 }], null);
      expect(taken.skuIds.has(sku.id)).toBe(true);
    });
    expect(await shown()).toEqual(SOLD_OUT);
    await returnSkuStock(t.ctx(), [{ productSkuId: sku.id, quantity: 1 }]);
    expect(await shown()).toEqual(IN_STOCK);
  });

  it('counts only live SKUs: a deleted SKU’s stock does not keep the product in stock', async () => {
    const { product, sku, shown } = await listedProduct(0);
    expect(await shown()).toEqual(SOLD_OUT);
    const second = await createSku(t.db, product.id, { stock: 3 });
    expect(await shown()).toEqual(IN_STOCK);
    await t.db.update(productSkus).set({ delTag: 1 }).where(eq(productSkus.id, second.id));
    expect(await shown()).toEqual(SOLD_OUT);
    await t.db.update(productSkus).set({ stock: 2 }).where(eq(productSkus.id, sku.id));
    expect(await shown()).toEqual(IN_STOCK);
    await t.db.delete(productSkus).where(eq(productSkus.id, sku.id));
    expect(await shown()).toEqual(SOLD_OUT);
  });

  it('ends right when two transactions sell one SKU’s last unit and restock another at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { product, sku, shown } = await listedProduct(1);
      const restocked = await createSku(t.db, product.id, { stock: 0 });
      await Promise.all([
        t.db.transaction(async (tx) => {
          await reserveStock({ ...t.ctx(), db: tx }, [{ productSkuId: sku.id, quantity: 1 }], null);
        }),
        returnSkuStock(t.ctx(), [{ productSkuId: restocked.id, quantity: 4 }]),
      ]);
      expect(await shown()).toEqual(IN_STOCK);
      await t.db.transaction(async (tx) => {
        await reserveStock({ ...t.ctx(), db: tx }, [{ productSkuId: restocked.id, quantity: 4 }], null);
      });
      expect(await shown()).toEqual(SOLD_OUT);
    }
  });
});
