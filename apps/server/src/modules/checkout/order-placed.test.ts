import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../test/auth-test-client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createMember, createProduct } from '../../test/factories.ts';

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
});
