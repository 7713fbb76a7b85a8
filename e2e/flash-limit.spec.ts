import type { APIRequestContext } from '@playwright/test';
import type { ProductFlashOffer } from '@wellfit/contracts/flash-sale';
import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession } from './accounts.fixtures';

/**
 * Issue 34: a member whose orders hold a flash offer's limit is told so on the product page,
 * instead of being offered 以搶購價購買 that fails only at 確認下單.
 */
test.use(TRADITIONAL_CHINESE);

/** A running flash offer with units left and a price (the seed's open sale), and its product. */
async function openFlashOffer(request: APIRequestContext): Promise<{ productId: number; offer: ProductFlashOffer }> {
  for (let productId = 1; productId <= 60; productId += 1) {
    const answer = await request.get(`/api/web/mall/seckill/product/${productId}`);
    if (!answer.ok()) continue;
    const offers = ((await answer.json()) as { data: ProductFlashOffer[] }).data;
    const offer = offers.find((candidate) => candidate.live && candidate.remaining > 0 && candidate.seckillPrice > 0);
    if (offer) return { productId, offer };
  }
  throw new Error('the demo shop has no running flash sale with units left');
}

/** Places the member's flash order of the offer's whole per-member limit through the API, as checkout would. */
async function buyTheLimit(request: APIRequestContext, token: string, productId: number, offer: ProductFlashOffer) {
  const headers = { token };
  const address = await request.post('/api/web/member/address/add', {
    headers,
    data: {
      firstName: '美玲',
      lastName: '陳',
      mobile: '0912345678',
      city: '臺北市',
      region: '大安區',
      detailAddress: '忠孝東路四段 100 號 5 樓',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const selection = {
    type: 4,
    productId,
    productSkuId: offer.productSkuId,
    seckillProductId: offer.id,
    quantity: offer.limitPerMember,
  };
  const preview = await request.post('/api/web/mall/order/generateConfirmOrderV1', { headers, data: selection });
  expect(preview.ok(), await preview.text()).toBe(true);
  const payAmount = ((await preview.json()) as { data: { calcAmount: { payAmount: number } } }).data.calcAmount
    .payAmount;
  const placed = await request.post('/api/web/mall/order/generateOrder', {
    headers,
    data: {
      ...selection,
      memberReceiveAddressId: ((await address.json()) as { data: { id: number } }).data.id,
      invoiceData: { invoiceType: 1 },
      agreeTerms: true,
      requestKey: `flash-limit-${Date.now()}`,
      expectedPayAmount: payAmount,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

test('once the member’s orders hold the flash limit, the product page says so instead of offering the flash buy', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { userToken } = await signUpByEmail(request, freshEmail('flash-limit'));
  const { productId, offer } = await openFlashOffer(request);
  await startWithSession(page, userToken);

  await page.goto(`/product/${productId}`);
  await waitForAppStart(page);
  const panel = page.getByTestId('flash-offer');
  await expect(panel.getByTestId('flash-buy')).toBeVisible();
  await expect(panel.getByTestId('flash-limit-reached')).toHaveCount(0);

  await buyTheLimit(request, userToken, productId, offer);
  await page.reload();
  await waitForAppStart(page);
  await expect(panel.getByTestId('flash-limit-reached')).toHaveText(
    `您已達此搶購的購買上限（每人限購 ${offer.limitPerMember} 件）`,
  );
  await expect(panel.getByTestId('flash-buy')).toHaveCount(0);
});
