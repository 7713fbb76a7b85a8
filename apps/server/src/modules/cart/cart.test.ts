import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createCartItem, createMember } from '../../test/factories.ts';

describe('GET /api/web/mall/car/count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

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
