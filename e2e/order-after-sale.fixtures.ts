import type { APIRequestContext, Page } from '@playwright/test';
import { ADDRESS_PATHS, addressAnswer } from '@wellfit/contracts/address';
import { CHECKOUT_PATHS, confirmOrderAnswer, generateOrderAnswer } from '@wellfit/contracts/checkout';
import { productDetailPath } from '@wellfit/contracts/product-detail';
import { expect, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail } from './accounts.fixtures';

/*
 * Issue 35's browser tests: fresh members who buy through the API as checkout does (preview,
 * then generateOrder with its request key), pay through the simulator's card form and 3-D page as
 * a person does, and watch what happens to the order on /order-list and /order/{id}.
 */

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };
export const VIEWPORTS = [PHONE_VIEWPORT, DESKTOP_VIEWPORT] as const;

const SUCCESS_CARD = '4311952222222222';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

export function dataOf(body: unknown): unknown {
  return (body as { data: unknown }).data;
}

const ADDRESSES = [
  {
    firstName: '美玲',
    lastName: '陳',
    mobile: '0912345678',
    city: '臺北市',
    region: '大安區',
    detailAddress: '忠孝東路四段 100 號 5 樓',
  },
  {
    firstName: '志明',
    lastName: '林',
    mobile: '0987654321',
    city: '臺中市',
    region: '西屯區',
    detailAddress: '台灣大道三段 99 號',
  },
] as const;

export interface Shopper {
  token: string;
  /** The address book: the first is the default. */
  addressIds: number[];
}

/** A fresh member with two addresses in the book (the first the default). */
export async function freshShopper(request: APIRequestContext, label: string): Promise<Shopper> {
  const { userToken } = await signUpByEmail(request, freshEmail(label));
  const addressIds: number[] = [];
  for (const address of ADDRESSES) {
    const answer = await request.post(ADDRESS_PATHS.add, { headers: { token: userToken }, data: address });
    expect(answer.ok(), await answer.text()).toBe(true);
    addressIds.push(addressAnswer.parse(dataOf(await answer.json())).id);
  }
  return { token: userToken, addressIds };
}

export interface Purchase {
  orderId: number;
  orderNo: string;
  productId: number;
  skuId: number;
  quantity: number;
}

/**
 * A SKU in stock from the top of the catalogue: the other browser tests buy the first one from
 * the lowest product id (shop.fixtures.ts) and read its stock, so these tests stay off it. The
 * test that counts stock takes the highest (`skip` 0); the others the next one down.
 */
async function sparedSku(request: APIRequestContext, token: string, skip: number) {
  let skipped = 0;
  for (let id = 200; id >= 1; id -= 1) {
    // Equipment anyone may buy: subscriptions and codes may not be returned, some goods are for enterprises.
    const detail = await request.get(productDetailPath(id));
    if (!detail.ok()) continue;
    const facts = dataOf(await detail.json()) as { productType: string; enterpriseOnly: boolean };
    if (facts.productType !== 'equipment' || facts.enterpriseOnly) continue;
    const answer = await request.get(`/api/web/mall/car/getProduct/${id}`, { headers: { token } });
    if (!answer.ok()) continue;
    const product = dataOf(await answer.json()) as {
      productId: number;
      skuStockList: Array<{ id: number; stock: number; price: number }>;
    };
    const sku = product.skuStockList.find((row) => row.stock >= 5 && row.price > 100);
    if (!sku) continue;
    if (skipped === skip) return { productId: product.productId, sku };
    skipped += 1;
  }
  throw new Error('the demo shop has too few products in stock');
}

/**
 * Buys `quantity` units of a SKU in stock (checkout type 1), unpaid: the order holds its stock.
 * `countsStock`: a SKU no other test buys, for the test that counts its stock.
 */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  quantity = 1,
  countsStock = false,
): Promise<Purchase> {
  const { productId, sku } = await sparedSku(request, shopper.token, countsStock ? 0 : 1);
  const selection = { type: 1, productId, productSkuId: sku.id, quantity };
  const preview = await request.post(CHECKOUT_PATHS.confirm, { headers: { token: shopper.token }, data: selection });
  expect(preview.ok(), await preview.text()).toBe(true);
  const { calcAmount } = confirmOrderAnswer.parse(dataOf(await preview.json()));
  const placed = await request.post(CHECKOUT_PATHS.generate, {
    headers: { token: shopper.token },
    data: {
      ...selection,
      memberReceiveAddressId: shopper.addressIds[0],
      invoiceData: { invoiceType: 1 },
      agreeTerms: true,
      requestKey: `e2e-order-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      expectedPayAmount: calcAmount.payAmount,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = generateOrderAnswer.parse(dataOf(await placed.json()));
  return { orderId: order.orderId, orderNo: order.orderNo, productId, skuId: sku.id, quantity };
}

/** A SKU's stock now, as the cart's spec chooser reads it (not cached). */
export async function skuStock(request: APIRequestContext, token: string, productId: number, skuId: number) {
  const answer = await request.get(`/api/web/mall/car/getProduct/${productId}`, { headers: { token } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const product = dataOf(await answer.json()) as { skuStockList: Array<{ id: number; stock: number }> };
  const sku = product.skuStockList.find((row) => row.id === skuId);
  if (!sku) throw new Error(`SKU ${skuId} is gone from product ${productId}`);
  return sku.stock;
}

/** Pays an unpaid order as a person does: Pay, the gateway's card form, its 3-D page; lands on /order-paid. */
export async function payOrder(page: Page, orderId: number): Promise<void> {
  await page.goto(`/order-pay/${orderId}`);
  await waitForAppStart(page);
  await page.getByTestId('pay-start').click();
  const form = page.frameLocator('[data-testid="card-form"]');
  await form.getByLabel('卡號').fill(SUCCESS_CARD);
  await form.getByLabel('有效期限').fill(`12/${NEXT_YEAR}`);
  await form.getByLabel('安全碼').fill('123');
  await form.getByRole('button').click();
  await page.waitForURL(/\/simulated-gateway\/3ds\//);
  await page.getByRole('button', { name: '驗證', exact: true }).click();
  await page.waitForURL(`**/order-paid/${orderId}`);
  await expect(page.getByTestId('payment-succeeded')).toBeVisible();
}

/** No sideways scrolling at the page's width. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
