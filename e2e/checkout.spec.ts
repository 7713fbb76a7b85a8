import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { ENGLISH, expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { freshEmail, REFUSED_CALL_NOTICE, signUpByEmail, startWithSession } from './accounts.fixtures';
import { buyableSku } from './shop.fixtures';

/**
 * Issue 12, checkout as a shopper does it on the demo shop (SPEC §2, §3, §4, §7 Order and
 * Payment): from the cart, Buy now and a live flash sale to the order, the payment gateway's card
 * form (the local simulator, docs/decisions/payment-simulator.md), its 3-D page and back to
 * /order-paid with the e-invoice number, or to /order-pay-fail and Pay again. zhTW at a phone's
 * width; one run in English.
 */

const SUCCESS_CARD = '4311952222222222';
const DECLINED_CARD = '4000000000000002';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

type FlashKind = 'open' | 'soldOut' | 'free';

/** The product pages of the seeded flash sales (demo-flash-sales.ts), told apart by what their panel shows. */
async function flashProductPath(request: APIRequestContext, kind: FlashKind): Promise<string> {
  for (let id = 1; id <= 40; id += 1) {
    const answer = await request.get(`/product/${id}`);
    if (!answer.ok()) continue;
    const html = await answer.text();
    if (!html.includes('data-testid="flash-offer"')) continue;
    const soldOut = html.includes('data-testid="flash-sold-out"');
    const buyable = html.includes('data-testid="flash-buy"');
    const free = /data-testid="flash-price"[^>]*>NT\$0</.test(html);
    if (kind === 'soldOut' && soldOut) return `/product/${id}`;
    if (kind === 'free' && buyable && free) return `/product/${id}`;
    if (kind === 'open' && buyable && !free) return `/product/${id}`;
  }
  throw new Error(`the demo shop has no ${kind} flash sale`);
}

/** An empty address book opens its form at checkout: the first address becomes the recipient. */
async function addFirstAddress(page: Page) {
  const form = page.getByTestId('address-form');
  await expect(form).toBeVisible();
  await form.getByLabel('姓 *').fill('陳');
  await form.getByLabel('名 *').fill('美玲');
  await form.getByLabel('收件人手機 *').fill('0912345678');
  await form.getByLabel('縣市 *').selectOption('臺北市');
  await form.getByLabel('鄉鎮市區 *').selectOption('大安區');
  await form.getByLabel('詳細地址 *').fill('忠孝東路四段 100 號 5 樓');
  await form.getByRole('button', { name: '儲存地址' }).click();
  await expect(page.getByTestId('address-entry')).toHaveCount(1);
}

async function placeOrder(page: Page) {
  await page.getByTestId('checkout-agree').check();
  await page.getByTestId('place-order').click();
}

const cardForm = (page: Page): FrameLocator => page.frameLocator('[data-testid="card-form"]');

/** On /order-pay/{id}: Pay, the gateway's card form, then its 3-D page when the card is accepted. */
async function payByCard(page: Page, card: string, labels = { number: '卡號', expiry: '有效期限', cvc: '安全碼' }) {
  await page.getByTestId('pay-start').click();
  const form = cardForm(page);
  await form.getByLabel(labels.number).fill(card);
  await form.getByLabel(labels.expiry).fill(`12/${NEXT_YEAR}`);
  await form.getByLabel(labels.cvc).fill('123');
  await form.getByRole('button').click();
}

async function verifyThreeD(page: Page, name = '驗證') {
  await page.waitForURL(/\/simulated-gateway\/3ds\//);
  await page.getByRole('button', { name, exact: true }).click();
}

const orderIdIn = (url: string) => Number(/\/order-pay\/(\d+)/.exec(url)?.[1]);

test.describe('zhTW at 390 px', () => {
  test.use({ ...TRADITIONAL_CHINESE, viewport: { width: 390, height: 844 } });

  test('cart → checkout with a new address and a company invoice (a bad tax ID refused) → card → 3-D → paid with its e-invoice number', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { userToken } = await signUpByEmail(request, freshEmail('checkout-cart'));
    const { productId, sku } = await buyableSku(request, userToken);
    const added = await request.post('/api/web/mall/car/add', {
      headers: { token: userToken },
      data: { productId, productSkuId: sku.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);

    await startWithSession(page, userToken);
    await page.goto('/shopping-cart');
    await waitForAppStart(page);
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/checkout\?type=2&cartIds=\d+/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expect(page.getByTestId('checkout-pay')).toContainText('NT$');
    await addFirstAddress(page);

    // A company invoice: a tax ID failing the 2023 rule is refused, a valid one accepted.
    await page.getByTestId('invoice-type-3').check();
    await page.getByLabel('公司抬頭 *').fill('健身科技股份有限公司');
    await page.getByLabel('統一編號（8 碼） *').fill('12345678');
    await placeOrder(page);
    await expect(page.getByText('請輸入正確的統一編號')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\?/);
    await page.getByLabel('統一編號（8 碼） *').fill('04595257');
    await page.getByTestId('place-order').click();

    await page.waitForURL(/\/order-pay\/\d+$/);
    const orderId = orderIdIn(page.url());
    await expect(page.getByTestId('order-pay-deadline')).toContainText('請於');
    // The bought line has left the cart.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);

    await payByCard(page, SUCCESS_CARD);
    await verifyThreeD(page);
    await page.waitForURL(`**/order-paid/${orderId}`);
    await waitForAppStart(page);
    await expect(page.getByTestId('payment-succeeded')).toHaveText('付款成功');
    await expect(page.getByTestId('order-invoice-number')).toHaveText(/^[A-Z]{2}\d{8}$/, { timeout: 20_000 });

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test.describe('a declined card', () => {
    test.use({ allowedConsole: [REFUSED_CALL_NOTICE] });

    test('Buy now → a declined card goes to /order-pay-fail; Pay again succeeds', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { userToken } = await signUpByEmail(request, freshEmail('checkout-declined'));
      const { productId, sku } = await buyableSku(request, userToken);
      await startWithSession(page, userToken);
      await page.goto(`/product/${productId}?sku=${sku.id}`);
      await waitForAppStart(page);
      await page.goto(`/checkout?productId=${productId}&productSkuId=${sku.id}&quantity=1`);
      await waitForAppStart(page);
      await addFirstAddress(page);
      await placeOrder(page);
      await page.waitForURL(/\/order-pay\/\d+$/);
      const orderId = orderIdIn(page.url());

      await payByCard(page, DECLINED_CARD);
      await page.waitForURL(`**/order-pay-fail/${orderId}`);
      await expect(page.getByRole('alert')).toHaveText(
        '發卡銀行拒絕了這筆交易，本次未扣款。請確認卡號、有效期限與可用額度，或改用其他信用卡。',
      );
      await page.getByTestId('pay-again').click();
      await page.waitForURL(`**/order-pay/${orderId}`);
      await payByCard(page, SUCCESS_CARD);
      await verifyThreeD(page);
      await page.waitForURL(`**/order-paid/${orderId}`);
      await expect(page.getByTestId('payment-succeeded')).toBeVisible();
    });
  });

  test('a live flash sale: its price and countdown on the product page, bought at the flash price', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { userToken } = await signUpByEmail(request, freshEmail('checkout-flash'));
    const path = await flashProductPath(request, 'open');
    await startWithSession(page, userToken);
    await page.goto(path);
    await waitForAppStart(page);
    const panel = page.getByTestId('flash-offer');
    await expect(panel.getByTestId('flash-countdown')).toContainText(/距結束 \d+ 天 \d\d:\d\d:\d\d/);
    const flashPrice = (await panel.getByTestId('flash-price').textContent()) ?? '';
    await panel.getByTestId('flash-buy').click();
    await expect(page).toHaveURL(/\/checkout\/flash\?productId=\d+&productSkuId=\d+&seckillProductId=\d+&quantity=1/);
    await expect(page.getByTestId('checkout-line')).toContainText(flashPrice);
    await expect(page.getByTestId('checkout-flash-countdown')).toContainText('距結束');
    await addFirstAddress(page);
    await placeOrder(page);
    await page.waitForURL(/\/order-pay\/\d+$/);
  });

  test.describe('a sold-out flash sale', () => {
    test.use({ allowedConsole: [REFUSED_CALL_NOTICE] });

    test('says so on the product page, and checkout answers sold out', async ({ page, request }) => {
      test.setTimeout(90_000);
      const { userToken } = await signUpByEmail(request, freshEmail('checkout-sold-out'));
      const path = await flashProductPath(request, 'soldOut');
      await startWithSession(page, userToken);
      await page.goto(path);
      await waitForAppStart(page);
      await expect(page.getByTestId('flash-sold-out')).toHaveText('搶購已售完');
      await expect(page.getByTestId('flash-buy')).toHaveCount(0);

      // Someone still holding the old page's link: the server answers sold out.
      const html = await (await request.get(path)).text();
      const productId = Number(/\/product\/(\d+)/.exec(path)?.[1]);
      const offer = /data-seckill-product-id="(\d+)" data-product-sku-id="(\d+)"/.exec(html);
      expect(offer, 'the panel names its offer').not.toBeNull();
      await page.goto(
        `/checkout/flash?productId=${productId}&productSkuId=${offer![2]}&seckillProductId=${offer![1]}&quantity=1`,
      );
      await waitForAppStart(page);
      await expect(page.getByTestId('checkout-unavailable')).toContainText('限時搶購已售完');
    });
  });

  test('a free order (the NT$0 flash sale) skips payment and shows as paid', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { userToken } = await signUpByEmail(request, freshEmail('checkout-free'));
    const path = await flashProductPath(request, 'free');
    await startWithSession(page, userToken);
    await page.goto(path);
    await waitForAppStart(page);
    await page.getByTestId('flash-buy').click();
    await expect(page.getByTestId('checkout-pay')).toHaveText('NT$0');
    await addFirstAddress(page);
    await placeOrder(page);
    await page.waitForURL(/\/order-paid\/\d+$/);
    await expect(page.getByTestId('payment-succeeded')).toBeVisible();
    await expect(page.getByText('此訂單免付款。')).toBeVisible();
  });
});

test.describe('English', () => {
  test.use(ENGLISH);

  test('Buy now, the terms must be agreed, then card → 3-D → paid', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { userToken } = await signUpByEmail(request, freshEmail('checkout-en'));
    const { productId, sku } = await buyableSku(request, userToken);
    // An address made through the API: the English run looks at the order, not the address form.
    const address = await request.post('/api/web/member/address/add', {
      headers: { token: userToken },
      data: {
        firstName: 'Mei-ling',
        lastName: 'Chen',
        mobile: '0912345678',
        city: '臺北市',
        region: '大安區',
        detailAddress: 'No. 100, Sec. 4, Zhongxiao E. Rd.',
      },
    });
    expect(address.ok(), await address.text()).toBe(true);
    await startWithSession(page, userToken);
    await page.goto(`/checkout?productId=${productId}&productSkuId=${sku.id}&quantity=1`);
    await waitForAppStart(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await page.getByTestId('place-order').click();
    await expect(
      page.getByText('Please read and agree to the terms of service and the health declaration'),
    ).toBeVisible();
    await placeOrder(page);
    await page.waitForURL(/\/order-pay\/\d+$/);
    await payByCard(page, SUCCESS_CARD, { number: 'Card number', expiry: 'Expiry', cvc: 'Security code' });
    await verifyThreeD(page, 'Verify');
    await page.waitForURL(/\/order-paid\/\d+$/);
    await expect(page.getByTestId('payment-succeeded')).toHaveText('Payment successful');
  });
});
