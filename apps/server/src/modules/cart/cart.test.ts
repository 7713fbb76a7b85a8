import { CART_MAX_LINES } from '@wellfit/contracts/cart';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectFailure } from '../../test/expect-failure.ts';
import {
  createAddOnOffer,
  createBonusOffer,
  createCartItem,
  createEnterprise,
  createMember,
  createProduct,
  createSku,
  specPairs,
} from '../../test/factories.ts';
import { productSkus, products } from '../catalog/catalog.tables.ts';
import { setValue } from '../data-dictionary/data-dictionary.service.ts';
import { cartItems } from './cart.tables.ts';
import { FREIGHT_SETTING_NAMES, SHOP_CONFIG_TYPE } from './freight.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string, locale = 'en') => callApi(t.app, 'GET', url, undefined, { token, locale });
const post = (url: string, body: unknown, token?: string, locale?: string) =>
  callApi(t.app, 'POST', url, body, { token, locale });
const add = (token: string, body: Record<string, unknown>, locale = 'en') =>
  post('/api/web/mall/car/add', body, token, locale);
const list = async (token: string, locale = 'en') => (await get('/api/web/mall/car/list', token, locale)).body.data;
const price = (token: string, ids: number[], locale = 'en') =>
  post('/api/web/mall/car/pricing', { type: 4, ids }, token, locale);

/** The member's cart rows as stored, to prove a refused call changed nothing. */
async function storedLines(userId: number) {
  return t.db
    .select({
      id: cartItems.id,
      productSkuId: cartItems.productSkuId,
      quantity: cartItems.quantity,
      parentCartItemId: cartItems.parentCartItemId,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.id);
}

/** A member, a product offering an add-on at NT$490, and the body adding one of each. */
async function memberAndAddOnOffer({ addOnStock, productStock }: { addOnStock: number; productStock?: number }) {
  const member = await createMember(t.db);
  const { product, sku } = await createProduct(t.db, {}, productStock === undefined ? {} : { stock: productStock });
  const addOn = await createAddOnOffer(t.db, product.id, 490, { stock: addOnStock });
  const body = {
    productId: product.id,
    productSkuId: sku.id,
    quantity: 1,
    addOnItems: [{ productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 }],
  };
  return { ...member, addOn, body };
}

let skuCodes = 0;

/** `count` more SKUs of a product, 10 in stock each: distinct lines to fill a cart with. */
async function createSkus(productId: number, count: number) {
  return t.db
    .insert(productSkus)
    .values(
      Array.from({ length: count }, () => ({
        productId,
        skuCode: `FILL-${productId}-${(skuCodes += 1)}`,
        stock: 10,
        price: 100,
      })),
    )
    .returning({ id: productSkus.id });
}

/** A product line of each SKU in the member's cart, written directly (a full cart without 100 calls). */
async function storeLines(userId: number, productId: number, skus: Array<{ id: number }>) {
  await t.db.insert(cartItems).values(skus.map(({ id }) => ({ userId, productId, productSkuId: id, quantity: 1 })));
}

describe('GET /api/web/mall/car/count', () => {
  it('answers 0 for an empty cart', async () => {
    const { token } = await createMember(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/web/mall/car/count', headers: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: 'success', data: 0 });
  });

  it("counts the member's own product lines, not add-on lines or other members' items", async () => {
    const { user, token } = await createMember(t.db);
    const other = await createMember(t.db);
    const line = await createCartItem(t.db, user.id, { quantity: 3 });
    await createCartItem(t.db, user.id);
    await createCartItem(t.db, user.id, { type: 'addon', parentCartItemId: line.id });
    await createCartItem(t.db, other.user.id);

    const response = await t.app.inject({ method: 'GET', url: '/api/web/mall/car/count', headers: { token } });
    expect(response.json().data).toBe(2);
  });
});

describe('POST /api/web/mall/car/add', () => {
  it('needs a logged-in member', async () => {
    const { product, sku } = await createProduct(t.db);
    const answer = await add('', { productId: product.id, productSkuId: sku.id, quantity: 1 });
    expect(answer.status).toBe(401);
  });

  it('adds a line at the database price, ignoring any price the client sends, and answers the count', async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { price: 1200, promotionPrice: 990, stock: 5 });
    const answer = await add(token, {
      productId: product.id,
      productSkuId: sku.id,
      quantity: 2,
      price: 1,
      originPrice: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ count: 1 });

    const cart = await list(token);
    expect(cart.validCartList).toHaveLength(1);
    expect(cart.validCartList[0]).toMatchObject({
      id: answer.body.data.id,
      productId: product.id,
      productSkuId: sku.id,
      productName: 'Test product',
      originPrice: 1200,
      price: 990,
      quantity: 2,
      stock: 5,
      productType: 1,
      type: 'product',
      reason: null,
      addOnItems: [],
    });
    expect(await storedLines(user.id)).toHaveLength(1);
  });

  it('adds to the existing line of a SKU, bounded by stock', async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { stock: 5 });
    const first = await add(token, { productId: product.id, productSkuId: sku.id, quantity: 2 });
    const second = await add(token, { productId: product.id, productSkuId: sku.id, quantity: 3 });
    expect(second.body.data).toEqual({ id: first.body.data.id, count: 1, msg: 'success' });
    expect((await storedLines(user.id))[0]?.quantity).toBe(5);

    const over = await add(token, { productId: product.id, productSkuId: sku.id, quantity: 1 });
    expectFailure(over, 400, 'warning_quantity_exceeds_stock', { stock: 5 });
    expect((await storedLines(user.id))[0]?.quantity).toBe(5);
  });

  it('refuses a quantity above stock or below 1 and changes nothing', async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { stock: 3 });
    expectFailure(
      await add(token, { productId: product.id, productSkuId: sku.id, quantity: 4 }, 'zhTW'),
      400,
      'warning_quantity_exceeds_stock',
      { stock: 3 },
    );
    expectFailure(
      await add(token, { productId: product.id, productSkuId: sku.id, quantity: 0 }),
      400,
      'warning_quantity_too_small',
    );
    expectFailure(
      await add(token, { productId: product.id, productSkuId: sku.id, quantity: -2 }),
      400,
      'warning_quantity_too_small',
    );
    expect(await storedLines(user.id)).toEqual([]);
  });

  it('refuses a SKU of another product, a deleted SKU, an off-shelf or deleted product and a sold-out SKU', async () => {
    const { user, token } = await createMember(t.db);
    const { product } = await createProduct(t.db);
    const other = await createProduct(t.db);
    expectFailure(
      await add(token, { productId: product.id, productSkuId: other.sku.id, quantity: 1 }),
      400,
      'warning_sku_mismatch',
    );
    const deletedSku = await createSku(t.db, product.id, { delTag: 1 });
    expectFailure(
      await add(token, { productId: product.id, productSkuId: deletedSku.id, quantity: 1 }),
      400,
      'warning_sku_mismatch',
    );

    const offShelf = await createProduct(t.db, { status: 'off_shelf' });
    const deleted = await createProduct(t.db, { deletedAt: new Date() });
    for (const gone of [offShelf, deleted]) {
      expectFailure(
        await add(token, { productId: gone.product.id, productSkuId: gone.sku.id, quantity: 1 }),
        404,
        'product_not_found',
      );
    }
    expectFailure(
      await add(token, { productId: 999_999_999, productSkuId: other.sku.id, quantity: 1 }),
      404,
      'product_not_found',
    );

    const soldOut = await createProduct(t.db, {}, { stock: 0 });
    expectFailure(
      await add(token, { productId: soldOut.product.id, productSkuId: soldOut.sku.id, quantity: 1 }),
      400,
      'warning_sold_out',
    );
    expect(await storedLines(user.id)).toEqual([]);
  });

  it('sells enterprise-only products to enterprise accounts only', async () => {
    const enterprise = await createEnterprise(t.db);
    const { product, sku } = await createProduct(t.db, { enterpriseOnly: true });
    const visitor = await createMember(t.db);
    const employee = await createMember(t.db, { enterpriseId: enterprise.id });

    expectFailure(
      await add(visitor.token, { productId: product.id, productSkuId: sku.id, quantity: 1 }),
      403,
      'product_not_available',
    );
    expect(await storedLines(visitor.user.id)).toEqual([]);
    expect((await add(employee.token, { productId: product.id, productSkuId: sku.id, quantity: 1 })).status).toBe(200);
  });

  it(`holds at most ${CART_MAX_LINES} product lines, but a line already there can still grow`, async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db);
    await t.db.insert(cartItems).values({ userId: user.id, productId: product.id, productSkuId: sku.id, quantity: 1 });
    await storeLines(user.id, product.id, await createSkus(product.id, CART_MAX_LINES - 1));

    const another = await createProduct(t.db);
    expectFailure(
      await add(token, { productId: another.product.id, productSkuId: another.sku.id, quantity: 1 }),
      400,
      'warning_cart_full',
    );
    expect(await storedLines(user.id)).toHaveLength(CART_MAX_LINES);
    expect((await add(token, { productId: product.id, productSkuId: sku.id, quantity: 1 })).status).toBe(200);
  });

  it('stores add-ons as lines under the product line at the add-on price, merging repeats', async () => {
    const { user, token, addOn, body } = await memberAndAddOnOffer({ addOnStock: 4 });
    const first = await add(token, body);
    await add(token, body);

    const [line] = (await list(token)).validCartList;
    expect(line.quantity).toBe(2);
    expect(line.addOnItems).toEqual([
      expect.objectContaining({
        productId: addOn.product.id,
        productSkuId: addOn.sku.id,
        type: 'addon',
        originPrice: 800,
        price: 490,
        quantity: 2,
        parentCartItemId: first.body.data.id,
        productType: 3,
      }),
    ]);
    // The count is product lines only.
    expect((await get('/api/web/mall/car/count', token)).body.data).toBe(1);

    const tooMany = await add(token, { ...body, addOnItems: [{ ...body.addOnItems[0], quantity: 3 }] });
    expectFailure(tooMany, 400, 'warning_quantity_exceeds_stock', { stock: 4 });
    const stored = await storedLines(user.id);
    expect(stored.map((row) => row.quantity)).toEqual([2, 2]);
  });

  it('refuses an add-on the product does not offer, and keeps the product line out too', async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db);
    const unrelated = await createProduct(t.db, { productType: 'addon' });
    const answer = await add(token, {
      productId: product.id,
      productSkuId: sku.id,
      quantity: 1,
      addOnItems: [{ productId: unrelated.product.id, productSkuId: unrelated.sku.id, quantity: 1 }],
    });
    expectFailure(answer, 404, 'product_not_found');
    expect(await storedLines(user.id)).toEqual([]);
  });

  it('ends simultaneous adds of one SKU as one line with the summed quantity', async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add(token, { productId: product.id, productSkuId: sku.id, quantity: 2 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const stored = await storedLines(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.quantity).toBe(16);
  });

  it.each([
    { adds: 6, quantity: 2, stock: 5, accepted: 2 },
    // The last units of a SKU, wanted by 20 simultaneous adds.
    { adds: 20, quantity: 1, stock: 10, accepted: 10 },
  ])(
    'never lets $adds simultaneous adds of $quantity overshoot a stock of $stock',
    async ({ adds, quantity, stock, accepted }) => {
      const { user, token } = await createMember(t.db);
      const { product, sku } = await createProduct(t.db, {}, { stock });
      const answers = await Promise.all(
        Array.from({ length: adds }, () => add(token, { productId: product.id, productSkuId: sku.id, quantity })),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(accepted);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expectFailure(refused, 400, 'warning_quantity_exceeds_stock', { stock: stock });
      }
      const stored = await storedLines(user.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.quantity).toBe(accepted * quantity);
    },
  );

  it(`never passes ${CART_MAX_LINES} lines when adds of different SKUs arrive together`, async () => {
    const { user, token } = await createMember(t.db);
    const { product } = await createProduct(t.db);
    const skus = await createSkus(product.id, CART_MAX_LINES + 15);
    await storeLines(user.id, product.id, skus.slice(0, CART_MAX_LINES - 5));

    const answers = await Promise.all(
      skus
        .slice(CART_MAX_LINES - 5)
        .map(({ id }) => add(token, { productId: product.id, productSkuId: id, quantity: 1 })),
    );
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(5);
    // Each accepted add answered the count it made, so the five counts are the last five.
    expect(accepted.map((answer) => answer.body.data.count).sort((a, b) => a - b)).toEqual([96, 97, 98, 99, 100]);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectFailure(refused, 400, 'warning_cart_full');
    }
    expect(await storedLines(user.id)).toHaveLength(CART_MAX_LINES);
  });

  it('never lets simultaneous adds overshoot an add-on’s stock, and then writes neither line', async () => {
    const { user, token, body } = await memberAndAddOnOffer({ addOnStock: 3, productStock: 50 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(token, body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expectFailure(refused, 400, 'warning_quantity_exceeds_stock', { stock: 3 });
    }
    // A refused add wrote nothing: the product line holds only the three accepted units.
    expect((await storedLines(user.id)).map((row) => row.quantity)).toEqual([3, 3]);
  });
});

describe('GET /api/web/mall/car/list', () => {
  it('reads prices and stock from the database on every call', async () => {
    const { token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { price: 1500, promotionPrice: null, stock: 9 });
    await add(token, { productId: product.id, productSkuId: sku.id, quantity: 1 });
    expect((await list(token)).validCartList[0]).toMatchObject({ price: 1500, originPrice: 1500, stock: 9 });

    await t.db
      .update(productSkus)
      .set({ price: 1700, promotionPrice: 1300, stock: 7 })
      .where(eq(productSkus.id, sku.id));
    expect((await list(token)).validCartList[0]).toMatchObject({ price: 1300, originPrice: 1700, stock: 7 });
  });

  it('lists lines that cannot be bought in inValidCartList with their reason', async () => {
    const { user, token } = await createMember(t.db);
    const offShelf = await createCartItem(t.db, user.id);
    await t.db.update(products).set({ status: 'off_shelf' }).where(eq(products.id, offShelf.productId));
    const deletedProduct = await createCartItem(t.db, user.id);
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deletedProduct.productId));
    const deletedSku = await createCartItem(t.db, user.id);
    await t.db.update(productSkus).set({ delTag: 1 }).where(eq(productSkus.id, deletedSku.productSkuId));
    const soldOut = await createCartItem(t.db, user.id);
    await t.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, soldOut.productSkuId));
    const short = await createCartItem(t.db, user.id, { quantity: 8 });
    await t.db.update(productSkus).set({ stock: 3 }).where(eq(productSkus.id, short.productSkuId));
    const fine = await createCartItem(t.db, user.id);

    const cart = await list(token);
    expect(cart.validCartList.map((line: { id: number }) => line.id)).toEqual([fine.id]);
    const reasons = Object.fromEntries(
      cart.inValidCartList.map((line: { id: number; reason: string }) => [line.id, line.reason]),
    );
    expect(reasons).toEqual({
      [offShelf.id]: 'product_unavailable',
      [deletedProduct.id]: 'product_unavailable',
      [deletedSku.id]: 'sku_unavailable',
      [soldOut.id]: 'sold_out',
      [short.id]: 'insufficient_stock',
    });
  });

  it('answers names and units in the request language, spec pairs, bonus items, and no other member’s lines', async () => {
    const { token } = await createMember(t.db);
    const other = await createMember(t.db);
    const { product } = await createProduct(t.db);
    const sku = await createSku(t.db, product.id, {
      spData: specPairs(
        [
          { key: '顏色', value: '黑' },
          { key: '尺寸', value: 'M' },
        ],
        {
          en: [
            { key: 'Colour', value: 'Black' },
            { key: 'Size', value: 'M' },
          ],
        },
      ),
      stock: 6,
    });
    const gift = await createBonusOffer(t.db, product.id, 1);
    await add(token, { productId: product.id, productSkuId: sku.id, quantity: 2 }, 'zhTW');
    await createCartItem(t.db, other.user.id);

    const cart = await list(token, 'zhTW');
    expect(cart.validCartList).toHaveLength(1);
    expect(cart.validCartList[0]).toMatchObject({
      productName: '測試商品',
      unit: '件',
      skuAttr: [
        { key: '顏色', value: '黑' },
        { key: '尺寸', value: 'M' },
      ],
      skuValueList: [
        { value: '黑', stock: 6 },
        { value: 'M', stock: 6 },
      ],
      bonusItems: [
        { productId: gift.product.id, productSkuId: gift.sku.id, quantity: 2, type: 'bonus', productName: '贈品' },
      ],
    });
    expect(cart.inValidCartList).toEqual([]);

    const english = await list(token, 'en');
    expect(english.validCartList[0]).toMatchObject({
      productName: 'Test product',
      unit: 'pc',
      skuAttr: [
        { key: 'Colour', value: 'Black' },
        { key: 'Size', value: 'M' },
      ],
      skuValueList: [
        { value: 'Black', stock: 6 },
        { value: 'M', stock: 6 },
      ],
    });
  });

  it('lists an add-on whose offer was withdrawn as invalid (offer ended) while its product line stays valid', async () => {
    const { token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db);
    const addOn = await createAddOnOffer(t.db, product.id, 300);
    await add(token, {
      productId: product.id,
      productSkuId: sku.id,
      quantity: 1,
      addOnItems: [{ productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 }],
    });
    await t.db.execute(sql`delete from product_addons where product_id = ${product.id}`);

    const cart = await list(token);
    expect(cart.validCartList[0].addOnItems).toEqual([]);
    expect(cart.inValidCartList).toEqual([
      expect.objectContaining({ productSkuId: addOn.sku.id, type: 'addon', reason: 'add_on_offer_ended' }),
    ]);
  });
});

describe('GET /api/web/mall/car/getProduct/{id}', () => {
  it("answers the product's live SKUs and its specs in the request language", async () => {
    const { token } = await createMember(t.db);
    const colour = (zhTW: string, zhCN: string, en: string) =>
      specPairs([{ key: '顏色', value: zhTW }], {
        zhCN: [{ key: '颜色', value: zhCN }],
        en: [{ key: 'Colour', value: en }],
      });
    const { product } = await createProduct(t.db, {}, { spData: colour('黑', '黑', 'Black'), stock: 4 });
    await createSku(t.db, product.id, { spData: colour('紅', '红', 'Red'), stock: 0, price: 1100 });
    await createSku(t.db, product.id, { spData: colour('藍', '蓝', 'Blue'), delTag: 1 });

    const answer = await get(`/api/web/mall/car/getProduct/${product.id}`, token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.skuAttr).toEqual([{ key: 'Colour', values: ['Black', 'Red'] }]);
    expect(answer.body.data.skuStockList[1].skuAttr).toEqual([{ key: 'Colour', value: 'Red' }]);
    const simplified = await get(`/api/web/mall/car/getProduct/${product.id}`, token, 'zhCN');
    expect(simplified.body.data.skuAttr).toEqual([{ key: '颜色', values: ['黑', '红'] }]);
    expect(
      answer.body.data.skuStockList.map((row: { stock: number; price: number }) => [row.stock, row.price]),
    ).toEqual([
      [4, 990],
      [0, 1100],
    ]);
  });

  it('answers product_not_found for an off-shelf product', async () => {
    const { token } = await createMember(t.db);
    const { product } = await createProduct(t.db, { status: 'off_shelf' });
    expectFailure(await get(`/api/web/mall/car/getProduct/${product.id}`, token), 404, 'product_not_found');
  });
});

describe('POST /api/web/mall/car/update/attr', () => {
  async function cartWithSpecs() {
    const member = await createMember(t.db);
    const { product, sku: black } = await createProduct(
      t.db,
      {},
      { spData: specPairs([{ key: 'Colour', value: 'Black' }]) },
    );
    const red = await createSku(t.db, product.id, { spData: specPairs([{ key: 'Colour', value: 'Red' }]), stock: 5 });
    const added = await add(member.token, { productId: product.id, productSkuId: black.id, quantity: 2 });
    return { ...member, product, black, red, lineId: added.body.data.id as number };
  }
  const updateAttr = (token: string, body: Record<string, unknown>) =>
    post('/api/web/mall/car/update/attr', body, token, 'en');

  it("changes a line's SKU and quantity", async () => {
    const { token, user, product, red, lineId } = await cartWithSpecs();
    const answer = await updateAttr(token, { id: lineId, productId: product.id, productSkuId: red.id, quantity: 3 });
    expect(answer.body.data).toMatchObject({ id: lineId });
    expect(await storedLines(user.id)).toEqual([
      { id: lineId, productSkuId: red.id, quantity: 3, parentCartItemId: null },
    ]);
  });

  it('merges into the line that already holds the SKU, moving add-ons along, bounded by stock', async () => {
    const { token, user, product, black, red, lineId } = await cartWithSpecs();
    const addOn = await createAddOnOffer(t.db, product.id, 200);
    await add(token, { productId: product.id, productSkuId: red.id, quantity: 1 });
    await add(token, {
      productId: product.id,
      productSkuId: black.id,
      quantity: 1,
      addOnItems: [{ productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 }],
    });
    const redLine = (await storedLines(user.id)).find((row) => row.productSkuId === red.id)!;

    const over = await updateAttr(token, { id: lineId, productId: product.id, productSkuId: red.id, quantity: 5 });
    expectFailure(over, 400, 'warning_quantity_exceeds_stock', { stock: 5 });

    const merged = await updateAttr(token, { id: lineId, productId: product.id, productSkuId: red.id, quantity: 3 });
    expect(merged.body.data).toMatchObject({ id: redLine.id });
    const stored = await storedLines(user.id);
    expect(stored).toEqual([
      { id: redLine.id, productSkuId: red.id, quantity: 4, parentCartItemId: null },
      expect.objectContaining({ productSkuId: addOn.sku.id, quantity: 1, parentCartItemId: redLine.id }),
    ]);
  });

  it("refuses another product's SKU, another member's line and a sold-out SKU, changing nothing", async () => {
    const { token, user, product, red, lineId } = await cartWithSpecs();
    const stranger = await createMember(t.db);
    const other = await createProduct(t.db);
    const before = await storedLines(user.id);

    expectFailure(
      await updateAttr(token, { id: lineId, productId: product.id, productSkuId: other.sku.id, quantity: 1 }),
      400,
      'warning_sku_mismatch',
    );
    expectFailure(
      await updateAttr(token, { id: lineId, productId: other.product.id, productSkuId: other.sku.id, quantity: 1 }),
      400,
      'warning_sku_mismatch',
    );
    expectFailure(
      await updateAttr(stranger.token, { id: lineId, productId: product.id, productSkuId: red.id, quantity: 1 }),
      404,
      'cart_item_not_found',
    );
    await t.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, red.id));
    expectFailure(
      await updateAttr(token, { id: lineId, productId: product.id, productSkuId: red.id, quantity: 1 }),
      400,
      'warning_sold_out',
    );
    expect(await storedLines(user.id)).toEqual(before);
  });
});

describe('GET /api/web/mall/car/update/quantity', () => {
  it('sets the quantity within stock, refusing more than stock, less than 1 and foreign lines', async () => {
    const { user, token } = await createMember(t.db);
    const stranger = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { stock: 4 });
    const { id } = (await add(token, { productId: product.id, productSkuId: sku.id, quantity: 1 })).body.data;
    const update = (quantity: number | string, as = token) =>
      get(`/api/web/mall/car/update/quantity?id=${id}&quantity=${quantity}`, as, 'en');

    expect((await update(4)).body.data).toMatchObject({ id, quantity: 4 });
    expectFailure(await update(5), 400, 'warning_quantity_exceeds_stock', { stock: 4 });
    expectFailure(await update(0), 400, 'warning_quantity_too_small');
    expect((await update('abc')).status).toBe(400);
    expectFailure(await update(2, stranger.token), 404, 'cart_item_not_found');
    expect((await storedLines(user.id))[0]?.quantity).toBe(4);
  });
});

describe('GET /api/web/mall/car/delete', () => {
  it('deletes lines with their add-ons and answers the new count', async () => {
    const { user, token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db);
    const addOn = await createAddOnOffer(t.db, product.id, 100);
    const kept = await createCartItem(t.db, user.id);
    const { id } = (
      await add(token, {
        productId: product.id,
        productSkuId: sku.id,
        quantity: 1,
        addOnItems: [{ productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 }],
      })
    ).body.data;

    const answer = await get(`/api/web/mall/car/delete?ids=${id}`, token);
    expect(answer.body.data).toMatchObject({ count: 1 });
    expect((await storedLines(user.id)).map((row) => row.id)).toEqual([kept.id]);
  });

  it("deletes nothing when one id is another member's or unknown", async () => {
    const { user, token } = await createMember(t.db);
    const stranger = await createMember(t.db);
    const mine = await createCartItem(t.db, user.id);
    const theirs = await createCartItem(t.db, stranger.user.id);
    expectFailure(
      await get(`/api/web/mall/car/delete?ids=${mine.id},${theirs.id}`, token, 'en'),
      404,
      'cart_item_not_found',
    );
    expect(await storedLines(user.id)).toHaveLength(1);
    expect(await storedLines(stranger.user.id)).toHaveLength(1);
    expect((await get('/api/web/mall/car/delete?ids=1;drop', token)).status).toBe(400);
    expect((await get('/api/web/mall/car/delete', token)).status).toBe(400);
  });
});

describe('POST /api/web/mall/car/pricing', () => {
  it('prices the chosen lines with add-ons at database prices, charging freight below the free-shipping line', async () => {
    const { token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { price: 600, promotionPrice: 500, stock: 10 });
    const addOn = await createAddOnOffer(t.db, product.id, 300, { price: 400 });
    const { id } = (
      await add(token, {
        productId: product.id,
        productSkuId: sku.id,
        quantity: 2,
        addOnItems: [{ productId: addOn.product.id, productSkuId: addOn.sku.id, quantity: 1 }],
      })
    ).body.data;
    // A line that is in the cart but not chosen costs nothing here.
    const unchosen = await createProduct(t.db);
    await add(token, { productId: unchosen.product.id, productSkuId: unchosen.sku.id, quantity: 1 });

    const answer = await price(token, [id]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.pricedIds).toEqual([id]);
    expect(answer.body.data.amountMap).toEqual({
      totalAmount: 1600,
      totalReduceAmount: 300,
      couponTotalAmount: 0,
      freightAmount: 100,
      payAmount: 1400,
      freeShippingThreshold: 1500,
      amountToFreeShipping: 200,
      formatTotalAmount: 'NT$1,600',
      formatTotalReduceAmount: 'NT$300',
      formatCouponTotalAmount: 'NT$0',
      formatFreightAmount: 'NT$100',
      formatPayAmount: 'NT$1,400',
      formatAmountToFreeShipping: 'NT$200',
    });

    // A price change in the catalogue shows in the next pricing: nothing is remembered from before.
    await t.db.update(productSkus).set({ promotionPrice: null }).where(eq(productSkus.id, sku.id));
    const after = (await price(token, [id])).body.data.amountMap;
    expect(after).toMatchObject({ totalAmount: 1600, totalReduceAmount: 100, freightAmount: 0, payAmount: 1500 });
  });

  it('reads the freight rule from the data dictionary', async () => {
    const { token } = await createMember(t.db);
    const { product, sku } = await createProduct(t.db, {}, { price: 1000, promotionPrice: null });
    const { id } = (await add(token, { productId: product.id, productSkuId: sku.id, quantity: 1 })).body.data;
    const ctx = t.ctx();
    await setValue(ctx, { type: SHOP_CONFIG_TYPE, name: FREIGHT_SETTING_NAMES.flatFee, locale: null, value: '80' });
    await setValue(ctx, {
      type: SHOP_CONFIG_TYPE,
      name: FREIGHT_SETTING_NAMES.freeThreshold,
      locale: null,
      value: '3000',
    });
    try {
      expect((await price(token, [id])).body.data.amountMap).toMatchObject({
        freightAmount: 80,
        payAmount: 1080,
        freeShippingThreshold: 3000,
        amountToFreeShipping: 2000,
      });
      await setValue(ctx, {
        type: SHOP_CONFIG_TYPE,
        name: FREIGHT_SETTING_NAMES.freeThreshold,
        locale: null,
        value: '1000',
      });
      expect((await price(token, [id])).body.data.amountMap).toMatchObject({ freightAmount: 0, payAmount: 1000 });
    } finally {
      await setValue(ctx, { type: SHOP_CONFIG_TYPE, name: FREIGHT_SETTING_NAMES.flatFee, locale: null, value: '100' });
      await setValue(ctx, {
        type: SHOP_CONFIG_TYPE,
        name: FREIGHT_SETTING_NAMES.freeThreshold,
        locale: null,
        value: '1500',
      });
    }
  });

  it('leaves out lines that cannot be bought and answers zero amounts for none', async () => {
    const { user, token } = await createMember(t.db);
    const soldOut = await createCartItem(t.db, user.id);
    await t.db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, soldOut.productSkuId));
    const answer = (await price(token, [soldOut.id])).body.data;
    expect(answer.pricedIds).toEqual([]);
    expect(answer.amountMap).toMatchObject({ totalAmount: 0, freightAmount: 0, payAmount: 0 });
    expect((await price(token, [])).body.data.amountMap.payAmount).toBe(0);
  });

  it("refuses another member's line and any type but 4", async () => {
    const { token } = await createMember(t.db);
    const stranger = await createMember(t.db);
    const theirs = await createCartItem(t.db, stranger.user.id);
    expectFailure(await price(token, [theirs.id]), 404, 'cart_item_not_found');
    expect((await post('/api/web/mall/car/pricing', { type: 2, ids: [] }, token)).status).toBe(400);
  });
});
