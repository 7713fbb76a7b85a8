import type { APIRequestContext } from '@playwright/test';
import { ENGLISH, expect, PHONE, requestTracker, test, waitForAppStart } from './fixtures';
import { freshEmail, signUpByEmail, startWithSession, toast } from './accounts.fixtures';

/** SPEC §2 /shopping-cart and §7 Cart, as a member uses them, on the seeded demo shop. */
test.use(ENGLISH);

interface SkuStock {
  id: number;
  stock: number;
  price: number;
}
interface SeededProduct {
  productId: number;
  productName: string;
  skuStockList: SkuStock[];
}

const headersOf = (token: string) => ({ token, locale: 'en' });

/** Walks the seeded ids through getProduct until `wanted` accepts one (ids are fixed by the seed, their stock is not). */
async function findProduct(
  request: APIRequestContext,
  token: string,
  wanted: (product: SeededProduct) => boolean,
): Promise<SeededProduct> {
  for (let id = 1; id <= 400; id += 1) {
    const answer = await request.get(`/api/web/mall/car/getProduct/${id}`, { headers: headersOf(token) });
    if (!answer.ok()) continue;
    const product = ((await answer.json()) as { data: SeededProduct }).data;
    if (wanted(product)) return product;
  }
  throw new Error('the demo data has no product of the kind this test needs');
}

function addToCart(request: APIRequestContext, token: string, productId: number, productSkuId: number, quantity = 1) {
  return request.post('/api/web/mall/car/add', {
    headers: headersOf(token),
    data: { productId, productSkuId, quantity },
  });
}

const price = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

test('change quantity, see pricing with freight, delete with confirmation; the badge follows', async ({
  page,
  request,
}) => {
  const { userToken: token } = await signUpByEmail(request, freshEmail('cart'));
  // Cheap enough to leave a gap to free shipping (NT$1,500) at two units, with stock for both.
  let sku: SkuStock | undefined;
  let product: SeededProduct | undefined;
  for (let attempt = 0; attempt < 20 && !sku; attempt += 1) {
    const skip = new Set<number>(product ? [product.productId] : []);
    product = await findProduct(
      request,
      token,
      (candidate) =>
        !skip.has(candidate.productId) &&
        candidate.skuStockList.some((row) => row.stock >= 3 && row.price > 0 && row.price * 2 < 1500),
    );
    const candidate = product.skuStockList.find((row) => row.stock >= 3 && row.price > 0 && row.price * 2 < 1500)!;
    // Enterprise-only products refuse this member: try the next one.
    if ((await addToCart(request, token, product.productId, candidate.id)).ok()) sku = candidate;
  }
  expect(sku).toBeDefined();
  const line = { product: product!, sku: sku! };

  await startWithSession(page, token);
  await page.goto('/shopping-cart');
  await waitForAppStart(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
  const row = page.getByTestId('cart-line');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: line.product.productName })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Pricing of the (preselected) line: total, freight below the free-shipping line, and the gap.
  await expect(page.getByTestId('cart-pay')).toHaveText(price(line.sku.price + 100));
  await expect(page.getByTestId('cart-freight')).toHaveText('NT$100');
  await expect(page.getByTestId('cart-free-shipping')).toHaveText(
    `${price(1500 - line.sku.price)} more for free shipping`,
  );

  await row.getByRole('button', { name: 'One more' }).click();
  await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(page.getByTestId('cart-pay')).toHaveText(price(line.sku.price * 2 + 100));

  // The quantity is bounded by stock: typing more than there is stops at the stock, says so, and
  // the edit is sent once (Enter, then the blur as the line waits for its update).
  const updates: string[] = [];
  const requests = requestTracker(page);
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/web/mall/car/update/quantity') updates.push(sent.url());
  });
  const quantity = row.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill(String(line.sku.stock + 5));
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(line.sku.stock));
  await expect(toast(page)).toHaveText(`Only ${line.sku.stock} in stock: the quantity is set to ${line.sku.stock}`);
  await expect(row.getByRole('button', { name: 'One more' })).toBeDisabled();
  await page.getByRole('heading', { level: 1, name: 'Shopping cart' }).click();
  await requests.settled();
  expect(updates).toHaveLength(1);

  // Unticking the line prices nothing and blocks checkout.
  await row.getByRole('checkbox').uncheck();
  await expect(page.getByTestId('cart-pay')).toHaveText('NT$0');
  await expect(page.getByText('Select the items you want to check out')).toBeVisible();
  await row.getByRole('checkbox').check();
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', /\/checkout\?type=2&cartIds=\d+/);

  // Delete asks first; Cancel keeps the line.
  await row.getByRole('button', { name: `Delete ${line.product.productName}` }).click();
  const confirm = page.getByTestId('cart-delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${line.product.productName}` }).click();
  // One row's question names it, not "the selected items".
  await expect(confirm).toContainText(`Remove “${line.product.productName}” from your cart?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page)).toHaveText('Removed from your cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('a sold-out SKU cannot be added', async ({ page, request }) => {
  const { userToken: token } = await signUpByEmail(request, freshEmail('cart-sold-out'));
  const soldOut = await findProduct(
    request,
    token,
    (product) => product.skuStockList.length > 0 && product.skuStockList.every((row) => row.stock === 0),
  );
  const refused = await addToCart(request, token, soldOut.productId, soldOut.skuStockList[0]!.id);
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 400, key: 'warning_sold_out' });

  await startWithSession(page, token);
  await page.goto(`/product/${soldOut.productId}`);
  await waitForAppStart(page);
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await expect(page.getByTestId('buy-now')).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Sold out' })).toBeVisible();

  await page.goto('/shopping-cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('a line names its options in the page language, and so does the spec dialog (issue 14)', async ({
  page,
  request,
}) => {
  const { userToken: token } = await signUpByEmail(request, freshEmail('cart-spec'));
  // /product/13 is the two-tone yoga mat of the seed: options 厚度 and 顏色, stored in every locale.
  const answer = await request.get('/api/web/mall/car/getProduct/13', { headers: headersOf(token) });
  const product = (
    (await answer.json()) as {
      data: { skuStockList: Array<SkuStock & { skuAttr: Array<{ key: string; value: string }> }> };
    }
  ).data;
  const sku = product.skuStockList.find((row) => row.stock > 0)!;
  expect(sku.skuAttr.map(({ key }) => key)).toEqual(['Thickness', 'Colour']);
  expect((await addToCart(request, token, 13, sku.id)).ok()).toBe(true);

  await startWithSession(page, token);
  await page.goto('/shopping-cart');
  await waitForAppStart(page);
  const spec = sku.skuAttr.map(({ value }) => value).join(' / ');
  expect(spec).toMatch(/^\d mm \/ (Lavender|Sage Green|Deep Navy)$/);
  const change = page.getByTestId('cart-line').getByRole('button', { name: `Option: ${spec}. Change option` });
  await expect(change).toHaveText(`${spec} ▾`);
  await change.click();
  const dialog = page.getByTestId('cart-spec-dialog');
  await expect(dialog.locator('legend')).toHaveText(['Thickness', 'Colour']);
  await expect(dialog.getByRole('button', { name: 'Sage Green' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('at a phone’s width', () => {
  test.use(PHONE);

  test('999 typed on a line that already holds the whole stock says the quantity stays at the stock (issue 34)', async ({
    page,
    request,
  }) => {
    const { userToken: token } = await signUpByEmail(request, freshEmail('cart-clamp'));
    // A line holding every unit of its SKU (enterprise-only products refuse this member: the next one).
    let line: { productId: number; sku: SkuStock } | undefined;
    const tried = new Set<number>();
    for (let attempt = 0; attempt < 20 && !line; attempt += 1) {
      const product = await findProduct(
        request,
        token,
        (candidate) =>
          !tried.has(candidate.productId) && candidate.skuStockList.some((row) => row.stock > 1 && row.stock < 500),
      );
      tried.add(product.productId);
      const sku = product.skuStockList.find((row) => row.stock > 1 && row.stock < 500)!;
      if ((await addToCart(request, token, product.productId, sku.id, sku.stock)).ok())
        line = { productId: product.productId, sku };
    }
    expect(line).toBeDefined();
    const stock = line!.sku.stock;

    await startWithSession(page, token);
    await page.goto('/shopping-cart');
    await waitForAppStart(page);
    const quantity = page.getByTestId('cart-line').getByTestId('quantity-input');
    await expect(quantity).toHaveValue(String(stock));
    await quantity.fill('999');
    await quantity.press('Enter');
    await expect(toast(page)).toHaveText(
      `Only ${stock.toLocaleString('en-US')} in stock: the quantity is set to ${stock.toLocaleString('en-US')}`,
    );
    await expect(toast(page)).toBeInViewport();
    await expect(quantity).toHaveValue(String(stock));
  });
});
