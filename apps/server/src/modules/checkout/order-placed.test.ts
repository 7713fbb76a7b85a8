import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember, createOrder, createProduct, createUser } from '../../test/factories.ts';
import { ORDER_PLACED_EMAIL_JOB } from './order-placed.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { jobs: true } });
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token: string) => callApi(t.app, 'POST', url, body, { token, locale: 'en' });

describe('the order placed e-mail (a pg-boss job after the commit)', () => {
  it('reaches the member in their language once the order is placed', async () => {
    const { token, user } = await createMember(t.db, { locale: 'en' });
    const address = await post(
      '/api/web/member/address/add',
      {
        firstName: 'Ming',
        lastName: 'Wang',
        mobile: '0912345678',
        city: '臺北市',
        region: '大安區',
        detailAddress: '1F',
      },
      token,
    );
    const { product, sku } = await createProduct(t.db, {}, { price: 700 });
    const placed = await post(
      '/api/web/mall/order/generateOrder',
      {
        type: 1,
        productId: product.id,
        productSkuId: sku.id,
        quantity: 1,
        memberReceiveAddressId: address.body.data.id,
        invoiceData: { invoiceType: 1 },
        agreeTerms: true,
        requestKey: randomUUID(),
        expectedPayAmount: 800,
      },
      token,
    );
    expect(placed.status).toBe(200);
    const deadline = Date.now() + 20_000;
    let mail;
    while (!mail && Date.now() < deadline) {
      mail = t.app.devOutbox.list().find((message) => message.to === user.email);
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mail?.subject).toBe(`WellFit order ${placed.body.data.orderNo} placed`);
    expect(mail?.text).toContain('NT$800');
    expect(mail?.text).toContain('Please pay before');
  });

  it('goes out for a queue of orders within seconds, each once, while one that cannot be sent fails alone', async () => {
    const { product, sku } = await createProduct(t.db, {}, { price: 700 });
    const members = await Promise.all(Array.from({ length: 30 }, () => createUser(t.db, { locale: 'en' })));
    const orders = await Promise.all(
      members.map((member) =>
        createOrder(t.db, member.id, [{ productId: product.id, productSkuId: sku.id, quantity: 1, price: 700 }]),
      ),
    );
    const ids: string[] = [];
    for (const [index, order] of orders.entries()) {
      ids.push(await t.app.jobs.send(ORDER_PLACED_EMAIL_JOB, { userId: order.userId, orderId: order.id }));
      // An order that is not the member's: its e-mail cannot be written, and is retried alone.
      if (index === 10) {
        ids.push(await t.app.jobs.send(ORDER_PLACED_EMAIL_JOB, { userId: members[0]!.id, orderId: orders[1]!.id }));
      }
    }
    const failing = ids.splice(11, 1)[0]!;
    // One job a second (pg-boss's polling interval) would take half a minute.
    const deadline = Date.now() + 8_000;
    for (const id of ids) await t.app.jobs.waitFor(ORDER_PLACED_EMAIL_JOB, id, Math.max(deadline - Date.now(), 1));
    await expect(t.app.jobs.waitFor(ORDER_PLACED_EMAIL_JOB, failing, 20_000)).rejects.toThrow(/failed/);
    const sent = t.app.devOutbox.list().filter((message) => members.some((member) => member.email === message.to));
    expect(sent.map((message) => message.to).sort()).toEqual(members.map((member) => member.email).sort());
  });
});
