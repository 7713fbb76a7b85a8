import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember, createProduct } from '../../test/factories.ts';
import { products } from '../catalog/catalog.tables.ts';

describe('favourites: /api/web/collection/*', () => {
  let t: TestApp;
  const toggle = (token: string, body: object) => callApi(t.app, 'POST', '/api/web/collection/toggle', body, { token });
  const status = (token: string, productId: number) =>
    callApi(t.app, 'GET', `/api/web/collection/status?targetType=product&targetId=${productId}`, undefined, { token });
  const list = (token: string, query = '', locale?: string) =>
    callApi(t.app, 'GET', `/api/web/collection/list?targetType=product${query}`, undefined, { token, locale });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('adds a favourite once however often it is asked, concurrently too, and removes it the same way', async () => {
    const { token } = await createMember(t.db);
    const { product } = await createProduct(t.db, { name: { zhTW: '競技壺鈴', zhCN: '竞技壶铃', en: 'Kettlebell' } });

    expect((await status(token, product.id)).body.data.like).toBe(false);
    const answers = await Promise.all(
      [1, 2, 3].map(() => toggle(token, { targetType: 'product', targetId: product.id, like: true })),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { data: { like: true } } });
    expect((await status(token, product.id)).body.data.like).toBe(true);

    const favourites = await list(token, '', 'zhCN');
    expect(favourites.body.data.total).toBe(1);
    expect(favourites.body.data.list).toEqual([
      expect.objectContaining({ id: product.id, name: '竞技壶铃', soldOut: false }),
    ]);

    for (let i = 0; i < 2; i += 1) {
      const removed = await toggle(token, { targetType: 'product', targetId: product.id, like: false });
      expect(removed.body.data.like).toBe(false);
    }
    expect((await list(token)).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('keeps favourites per member and lists the newest first, paged', async () => {
    const alice = await createMember(t.db);
    const bob = await createMember(t.db);
    const favouriteProducts = [];
    for (let i = 0; i < 3; i += 1) favouriteProducts.push((await createProduct(t.db)).product);
    for (const product of favouriteProducts)
      await toggle(alice.token, { targetType: 'product', targetId: product.id, like: true });

    const firstPage = await list(alice.token, '&pageIndex=1&pageSize=2');
    expect(firstPage.body.data.total).toBe(3);
    expect(firstPage.body.data.list.map((item: { id: number }) => item.id)).toEqual([
      favouriteProducts[2]!.id,
      favouriteProducts[1]!.id,
    ]);
    const secondPage = await list(alice.token, '&pageIndex=2&pageSize=2');
    expect(secondPage.body.data.list.map((item: { id: number }) => item.id)).toEqual([favouriteProducts[0]!.id]);

    expect((await list(bob.token)).body.data.total).toBe(0);
    expect((await status(bob.token, favouriteProducts[0]!.id)).body.data.like).toBe(false);
  });

  it('refuses a product that does not exist or is hidden with product_not_found, and changes nothing', async () => {
    const { token } = await createMember(t.db);
    const { product: hidden } = await createProduct(t.db, { status: 'off_shelf' });
    for (const targetId of [hidden.id, 987_654_321]) {
      const answer = await toggle(token, { targetType: 'product', targetId, like: true });
      expect(answer.status).toBe(404);
      expect(answer.body.key).toBe('product_not_found');
    }
    expect((await list(token)).body.data.total).toBe(0);

    const badType = await toggle(token, { targetType: 'shoe', targetId: 1, like: true });
    expect(badType.status).toBe(400);
  });

  it('drops a favourite product from the list once it is taken off sale', async () => {
    const { token } = await createMember(t.db);
    const { product } = await createProduct(t.db);
    await toggle(token, { targetType: 'product', targetId: product.id, like: true });
    await t.db.update(products).set({ status: 'off_shelf' }).where(eq(products.id, product.id));
    expect((await list(token)).body.data.total).toBe(0);
  });

  it('needs a login', async () => {
    const answer = await callApi(t.app, 'GET', '/api/web/collection/list');
    expect(answer.status).toBe(401);
    const toggled = await callApi(t.app, 'POST', '/api/web/collection/toggle', {
      targetType: 'product',
      targetId: 1,
      like: true,
    });
    expect(toggled.status).toBe(401);
  });
});
