import type { Page } from '@playwright/test';
import { ORDER_LIST_TAB_STATUSES, type OrderListTab } from '@wellfit/contracts/orders';
import { productDetailPath } from '@wellfit/contracts/product-detail';
import {
  DEMO_MEMBER,
  DEMO_PASSWORD,
  freshEmail,
  REFUSED_CALL_NOTICE,
  signInByPassword,
  signUpByEmail,
  startWithSession,
} from './accounts.fixtures';
import { expectNoViolations, failingViolations } from './axe';
import {
  ENGLISH,
  expect,
  requestTracker,
  SIMPLIFIED_CHINESE,
  test,
  TRADITIONAL_CHINESE,
  waitForAppStart,
} from './fixtures';
import { expectNoSideScroll, VIEWPORTS } from './order-after-sale.fixtures';

/**
 * Issue 35, "my orders": /order-list and its tabs with the demo member's seeded orders in every
 * state, newest first and paged; each card with its number, date, status, pictures, options,
 * amount and the actions its state allows; the order's own page with every §3 field; the empty
 * state; and the product page saying before purchase what may not be returned.
 */

const TAB_NAMES: Record<OrderListTab, string> = {
  all: '全部',
  unpaid: '待付款',
  unshipped: '待出貨',
  shipped: '待收貨',
  completed: '已完成',
  returns: '退貨/退款',
};

/** Every card of the tab, pressing "show more" until the list is whole. */
async function allCards(page: Page) {
  const more = page.getByTestId('order-list-more');
  await expect(page.getByTestId('order-list').or(page.getByTestId('order-list-empty'))).toBeVisible();
  while (await more.isVisible()) {
    const before = await page.getByTestId('order-card').count();
    await more.click();
    await expect.poll(() => page.getByTestId('order-card').count()).toBeGreaterThan(before);
  }
  return page.getByTestId('order-card');
}

test.use(TRADITIONAL_CHINESE);

for (const viewport of VIEWPORTS) {
  test.describe(`zhTW at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the tabs list the demo member’s orders by state, newest first, with what each state allows', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { userToken } = await signInByPassword(request, DEMO_MEMBER.email, DEMO_PASSWORD);
      await startWithSession(page, userToken);
      await page.goto('/order-list');
      await waitForAppStart(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('我的訂單');
      await expect(page.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('order-list-total')).toHaveText(/^共 \d+ 筆訂單$/);
      // Ten to a page: the demo member has more, so "show more" brings the rest.
      await expect(page.getByTestId('order-card')).toHaveCount(10);
      const cards = await allCards(page);
      const statuses = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')));
      for (const status of ['unshipped', 'shipped', 'delivered', 'completed', 'cancelled', 'invalid', 'returned'])
        expect(statuses, `the all tab shows a ${status} order`).toContain(status);
      const total = Number(/共 (\d+) 筆/.exec((await page.getByTestId('order-list-total').textContent()) ?? '')?.[1]);
      expect(await cards.count()).toBe(total);

      // Newest first: the cards' order is the list's order by creation time.
      const answer = await request.get('/api/web/mall/order/list?tab=all&pageSize=20', {
        headers: { token: userToken },
      });
      const listed = ((await answer.json()) as { data: { list: Array<{ id: number; createdAt: string }> } }).data.list;
      const times = listed.map((order) => Date.parse(order.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const ids = await cards.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-order-id'))));
      expect(ids).toEqual(listed.map((order) => order.id));

      // A card: number, date, status in words, pictures and options, the amount, and only allowed actions.
      const shipped = page.locator('[data-testid="order-card"][data-status="shipped"]').first();
      await expect(shipped.getByTestId('order-card-number')).toHaveText(/^訂單 WF\d+$/);
      await expect(shipped).toContainText('下單時間');
      await expect(shipped.getByTestId('order-card-status')).toContainText('待收貨');
      await expect(shipped.locator('img').first()).toBeVisible();
      await expect(shipped.getByTestId('order-card-amount')).toHaveText(/NT\$/);
      await expect(shipped.getByTestId('order-pay')).toHaveCount(0);
      await expect(shipped.getByTestId('order-cancel')).toHaveCount(0);
      await expect(shipped.getByTestId('order-edit-recipient')).toHaveCount(0);
      const cancelled = page.locator('[data-testid="order-card"][data-status="cancelled"]').first();
      await expect(cancelled.getByTestId('order-card-status')).toContainText('已取消');
      await expect(cancelled.getByTestId('order-pay')).toHaveCount(0);
      await expect(cancelled.getByTestId('order-cancel')).toHaveCount(0);
      const unshipped = page.locator('[data-testid="order-card"][data-status="unshipped"]').first();
      await expect(unshipped.getByTestId('order-cancel')).toBeVisible();
      await expect(unshipped.getByTestId('order-edit-recipient')).toBeVisible();
      await expectNoSideScroll(page);

      // Each tab lists only its states (returns: orders with a return or refund too).
      for (const tab of ['unshipped', 'shipped', 'completed', 'returns', 'unpaid'] as const) {
        await page.getByRole('link', { name: TAB_NAMES[tab], exact: true }).click();
        await page.waitForURL(`**/order-list/${tab}`);
        await expect(page.getByRole('link', { name: TAB_NAMES[tab], exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        const tabCards = await allCards(page);
        const shown = await tabCards.evaluateAll((nodes) =>
          nodes.map((node) => ({
            status: node.getAttribute('data-status') ?? '',
            returning: node.querySelector('[data-testid="order-card-return-status"]') !== null,
          })),
        );
        if (tab !== 'unpaid') expect(shown.length, `${tab} has the seeded orders`).toBeGreaterThan(0);
        for (const card of shown) {
          const allowed = (ORDER_LIST_TAB_STATUSES[tab] as readonly string[]).includes(card.status);
          expect(allowed || (tab === 'returns' && card.returning), `${card.status} under ${tab}`).toBe(true);
        }
      }
      // The returned order says how its return ended.
      await page.getByRole('link', { name: TAB_NAMES.returns, exact: true }).click();
      await expect(page.getByTestId('order-card-return-status').first()).toHaveText('退貨完成');
    });

    test('an order’s own page shows every field of a shipped order, with its history', async ({ page, request }) => {
      const { userToken } = await signInByPassword(request, DEMO_MEMBER.email, DEMO_PASSWORD);
      await startWithSession(page, userToken);
      await page.goto('/order-list/shipped');
      await waitForAppStart(page);
      const card = page.getByTestId('order-card').first();
      const orderNo = ((await card.getByTestId('order-card-number').textContent()) ?? '').replace('訂單 ', '');
      await card.getByTestId('order-view').click();
      await page.waitForURL(/\/order\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('訂單詳情');
      await expect(page.getByTestId('order-number')).toHaveText(orderNo);
      await expect(page.getByTestId('order-status')).toHaveText('待收貨');
      await expect(page.getByTestId('order-payment-type')).toHaveText('線上付款');
      await expect(page.getByTestId('order-payment-method')).toHaveText('信用卡');
      await expect(page.getByTestId('order-paid-at')).not.toHaveText('尚未付款');
      for (const field of ['order-subtotal', 'order-coupon', 'order-points', 'order-shipping', 'order-amount'])
        await expect(page.getByTestId(field)).toHaveText(/NT\$/);
      // No discount code was entered for it.
      await expect(page.getByTestId('order-discount-code')).toHaveText('—');
      await expect(page.getByTestId('order-recipient')).toContainText('09');
      await expect(page.getByTestId('order-purchaser')).not.toBeEmpty();
      await expect(page.getByTestId('order-delivery-company')).not.toHaveText('—');
      await expect(page.getByTestId('order-delivery-number')).toHaveText(/\d{6,}/);
      await expect(page.getByTestId('order-invoice')).toBeVisible();
      await expect(page.getByTestId('order-timeline-entry').first()).toContainText('已下單');
      await expect(page.getByTestId('order-timeline-entry').filter({ hasText: '已出貨' })).toHaveCount(1);
      // Shipped: no cancelling, no new recipient.
      await expect(page.getByTestId('order-cancel')).toHaveCount(0);
      await expect(page.getByTestId('order-edit-recipient')).toHaveCount(0);
      await expectNoSideScroll(page);
      // Keyboard: the way back is reachable and leads to the list.
      await page.getByRole('link', { name: '回到我的訂單' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/order-list');
    });
  });
}

test.describe('a member without orders', () => {
  test.use({ allowedConsole: [REFUSED_CALL_NOTICE] });

  test('sees the empty list with a way to the shop', async ({ page, request }) => {
    const { userToken } = await signUpByEmail(request, freshEmail('orders-empty'));
    await startWithSession(page, userToken);
    await page.goto('/order-list/unshipped');
    await waitForAppStart(page);
    const empty = page.getByTestId('order-list-empty');
    await expect(empty).toContainText('這裡還沒有訂單');
    await expect(empty.getByRole('link', { name: '去逛逛' })).toHaveAttribute('href', '/product-list/all');
    // A status where a tab belongs (older notifications link so) leads to its tab.
    await page.goto('/order-list/pending');
    await page.waitForURL('**/order-list/unpaid');
    await expect(page.getByRole('link', { name: '待付款', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('order-list-empty')).toBeVisible();
    // An order that is not one is said so, with the way to the list.
    await page.goto('/order/999999999');
    await expect(page.getByTestId('order-problem')).toBeVisible();
    await expect(page.getByTestId('order-problem').getByRole('link', { name: '我的訂單' })).toHaveAttribute(
      'href',
      '/order-list',
    );
  });
});

test('a subscription’s page says before purchase that it may not be returned once started; equipment does not', async ({
  page,
  request,
}) => {
  let subscriptionId: number | null = null;
  let equipmentId: number | null = null;
  for (let id = 1; id <= 400 && (subscriptionId === null || equipmentId === null); id += 1) {
    const answer = await request.get(productDetailPath(id));
    if (!answer.ok()) continue;
    const type = ((await answer.json()) as { data: { productType: string } }).data.productType;
    if (type === 'subscription') subscriptionId ??= id;
    if (type === 'equipment') equipmentId ??= id;
  }
  if (subscriptionId === null || equipmentId === null)
    throw new Error('the seeded shop lacks a subscription or equipment');
  await page.goto(`/product/${subscriptionId}`);
  await waitForAppStart(page);
  const notice = page
    .getByTestId('product-detail')
    .getByText('一經開通或開始使用，即不適用七天鑑賞期退貨', { exact: false });
  await expect(notice).toBeVisible();
  // In the page as the server sent it, before any script ran.
  const html = await (
    await request.get(`/product/${subscriptionId}`, { headers: { 'accept-language': 'zh-TW' } })
  ).text();
  expect(html).toContain('即不適用七天鑑賞期退貨');
  await page.goto(`/product/${equipmentId}`);
  await waitForAppStart(page);
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expect(page.getByText('即不適用七天鑑賞期退貨', { exact: false })).toHaveCount(0);
});

test('the order list, an order’s page and the cancel and return dialogs pass axe', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { userToken } = await signInByPassword(request, DEMO_MEMBER.email, DEMO_PASSWORD);
  await startWithSession(page, userToken);
  const requests = requestTracker(page);
  const violations: string[] = [];
  await page.goto('/order-list');
  await waitForAppStart(page);
  await expect(page.getByTestId('order-list')).toBeVisible();
  await requests.settled();
  violations.push(...(await failingViolations(page, '/order-list')));

  const unshipped = page.locator('[data-testid="order-card"][data-status="unshipped"]').first();
  await unshipped.getByTestId('order-cancel').click();
  await expect(page.getByTestId('cancel-order-dialog')).toContainText('將全額退回');
  violations.push(...(await failingViolations(page, 'cancel dialog')));
  await page.keyboard.press('Escape');

  await page.goto('/order-list/completed');
  const delivered = page.locator('[data-testid="order-card"][data-status="delivered"]').filter({
    has: page.getByTestId('order-apply-return'),
  });
  await delivered.first().getByTestId('order-apply-return').click();
  await expect(page.getByTestId('return-form-dialog')).toBeVisible();
  await requests.settled();
  violations.push(...(await failingViolations(page, 'return form')));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('return-form-dialog')).toHaveCount(0);
  violations.push(...(await failingViolations(page, '/order/{id}')));
  expectNoViolations(violations);
});

for (const [language, words] of [
  [
    ENGLISH,
    {
      heading: 'My Orders',
      tab: 'Pending shipment',
      shipped: 'Pending receipt',
      view: 'View details',
      detail: 'Order Details',
    },
  ],
  [SIMPLIFIED_CHINESE, { heading: '我的订单', tab: '待出货', shipped: '待收货', view: '查看详情', detail: '订单详情' }],
] as const) {
  test.describe(language.locale, () => {
    test.use(language);

    test('the list and an order’s page speak the visitor’s language', async ({ page, request }) => {
      const { userToken } = await signInByPassword(request, DEMO_MEMBER.email, DEMO_PASSWORD);
      await startWithSession(page, userToken);
      await page.goto('/order-list/shipped');
      await waitForAppStart(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      await expect(page.getByRole('link', { name: words.tab, exact: true })).toBeVisible();
      const card = page.getByTestId('order-card').first();
      await expect(card.getByTestId('order-card-status')).toContainText(words.shipped);
      await card.getByRole('link', { name: words.view }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.detail);
      await expect(page.getByTestId('order-status')).toHaveText(words.shipped);
    });
  });
}
