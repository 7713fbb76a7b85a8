import { startWithSession } from './accounts.fixtures';
import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import {
  expectNoSideScroll,
  freshShopper,
  payOrder,
  placeOrder,
  skuStock,
  VIEWPORTS,
} from './order-after-sale.fixtures';

/**
 * Issue 35: an unpaid order is cancelled with a reason from the list and its reserved stock comes
 * back; a paid one not yet shipped is cancelled too, and the payment comes back in full, which
 * the member watches arrive on the order's page.
 */

test.use(TRADITIONAL_CHINESE);

for (const viewport of VIEWPORTS) {
  test.describe(`zhTW at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('cancelling an unpaid order with a reason gives its stock back', async ({ page, request }) => {
      test.setTimeout(120_000);
      const shopper = await freshShopper(request, 'cancel-unpaid');
      const before = await placeOrder(request, shopper, 2, true).then(async (purchase) => ({
        purchase,
        stock: await skuStock(request, shopper.token, purchase.productId, purchase.skuId),
      }));
      const { purchase, stock: heldStock } = before;
      await startWithSession(page, shopper.token);
      await page.goto('/order-list/unpaid');
      await waitForAppStart(page);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${purchase.orderId}"]`);
      await expect(card.getByTestId('order-card-status')).toContainText('待付款');
      await expect(card.getByTestId('order-pay')).toHaveAttribute('href', `/order-pay/${purchase.orderId}`);
      await expect(card).toContainText('請於');

      // Keyboard: the dialog opens from the button, Escape closes it, focus comes back.
      const cancelButton = card.getByTestId('order-cancel');
      await cancelButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('cancel-order-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('此訂單尚未付款，不會收取任何費用');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(cancelButton).toBeFocused();

      await cancelButton.click();
      // No reason, no cancelling (SPEC §5: the action stays disabled).
      await expect(dialog.getByTestId('cancel-order-confirm')).toBeDisabled();
      await dialog.getByRole('radio', { name: '重複下單' }).check();
      await expectNoSideScroll(page);
      await dialog.getByTestId('cancel-order-confirm').click();
      await expect(page.getByTestId('toast')).toHaveText('訂單已取消');
      await expect(dialog).toHaveCount(0);
      // It leaves the unpaid tab and stays under All, cancelled.
      await expect(card).toHaveCount(0);
      await expect.poll(() => skuStock(request, shopper.token, purchase.productId, purchase.skuId)).toBe(heldStock + 2);

      await page.getByRole('link', { name: '全部', exact: true }).click();
      const cancelled = page.locator(`[data-testid="order-card"][data-order-id="${purchase.orderId}"]`);
      await expect(cancelled.getByTestId('order-card-status')).toContainText('已取消');
      await expect(cancelled.getByTestId('order-pay')).toHaveCount(0);
      await cancelled.getByTestId('order-view').click();
      await page.waitForURL(`**/order/${purchase.orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('已取消');
      await expect(page.getByTestId('order-cancel-reason')).toHaveText('重複下單');
      await expect(page.getByTestId('order-timeline-entry').filter({ hasText: '已取消' })).toHaveCount(1);
      await expect(page.getByTestId('order-cancel')).toHaveCount(0);
      // Cancelled once: the stock came back once.
      expect(await skuStock(request, shopper.token, purchase.productId, purchase.skuId)).toBe(heldStock + 2);
    });

    test('cancelling a paid order not yet shipped refunds it in full', async ({ page, request }) => {
      test.setTimeout(180_000);
      const shopper = await freshShopper(request, 'cancel-paid');
      const purchase = await placeOrder(request, shopper);
      await startWithSession(page, shopper.token);
      await payOrder(page, purchase.orderId);
      const paidAmount = (await page.getByTestId('order-amount').textContent())?.trim() ?? '';
      expect(paidAmount).toMatch(/NT\$/);

      await page.goto(`/order/${purchase.orderId}`);
      await waitForAppStart(page);
      await expect(page.getByTestId('order-status')).toHaveText('待出貨');
      await expect(page.getByTestId('order-payment-method')).toHaveText('信用卡');
      await page.getByTestId('order-cancel').click();
      const dialog = page.getByTestId('cancel-order-dialog');
      await expect(dialog).toContainText(`您已付款 ${paidAmount}，將全額退回您付款的信用卡。`);
      await dialog.getByRole('radio', { name: '找到更便宜的價格' }).check();
      await dialog.getByTestId('cancel-order-confirm').click();
      await expect(page.getByTestId('toast')).toHaveText('訂單已取消，退款處理中');
      await expect(page.getByTestId('order-status')).toHaveText('已取消');
      await expect(page.getByTestId('order-cancel-reason')).toHaveText('找到更便宜的價格');

      // The refund is its own record; the page follows it until the gateway has paid it back.
      const refund = page.getByTestId('order-refund');
      await expect(refund).toHaveCount(1);
      await expect(refund.getByTestId('order-refund-amount')).toHaveText(paidAmount);
      await expect(refund.getByTestId('order-refund-status')).toHaveText('已退款', { timeout: 90_000 });
      await expect(refund).toContainText('訂單取消');
      await expect(page.getByTestId('order-timeline-entry').filter({ hasText: '已退款' })).toHaveCount(1);
      await expectNoSideScroll(page);
    });
  });
}
