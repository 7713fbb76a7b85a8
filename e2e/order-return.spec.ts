import type { Page } from '@playwright/test';
import { startWithSession } from './accounts.fixtures';
import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { expectNoSideScroll, freshShopper, payOrder, placeOrder, VIEWPORTS } from './order-after-sale.fixtures';
import { operator, TINY_PNG } from './order-operator.fixtures';

/**
 * Issue 35: a delivered order's partial return with a picture — one of two units — that the shop
 * approves, receives and refunds through the admin API; the member sees each state on the order's
 * page, the refund arrive, and the allowance on the invoice for the refunded part.
 */

test.use(TRADITIONAL_CHINESE);

/** The order's page shown again, as a member coming back to it later sees it. */
async function reopen(page: Page, orderId: number) {
  await page.goto(`/order/${orderId}`);
  await waitForAppStart(page);
  await expect(page.getByTestId('order-detail')).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`zhTW at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a partial return with a picture: applied, approved, received, refunded, with an allowance on the invoice', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const shopper = await freshShopper(request, 'return');
      const purchase = await placeOrder(request, shopper, 2);
      await startWithSession(page, shopper.token);
      await payOrder(page, purchase.orderId);
      const staff = await operator(request);
      await staff.ship(purchase.orderId);
      await staff.deliver(purchase.orderId);

      // From the list: Apply for a return opens the form on the order's page.
      await page.goto('/order-list/completed');
      await waitForAppStart(page);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${purchase.orderId}"]`);
      await expect(card.getByTestId('order-card-status')).toContainText('已送達');
      await card.getByTestId('order-apply-return').click();
      await page.waitForURL(`**/order/${purchase.orderId}*`);
      await expect(page.getByTestId('order-return-last-day')).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/);
      const form = page.getByTestId('return-form-dialog');
      await expect(form).toBeVisible();
      await expect(form).toContainText('送達後 7 天內');

      // Nothing chosen: the form says so and sends nothing.
      await form.getByTestId('return-reason').selectOption({ label: '商品瑕疵或故障' });
      await form.getByTestId('return-submit').click();
      await expect(form).toContainText('請至少選擇一項要退回的商品。');

      const line = form.getByTestId('return-line').first();
      await line.getByRole('checkbox').check();
      await line.getByRole('button', { name: '減少一件' }).click();
      await expect(line.getByRole('textbox').or(line.getByRole('spinbutton'))).toHaveValue('1');
      await form.getByTestId('return-description').fill('瑜珈墊一角有裂痕，附照片。');
      // A file of another type is refused before anything is sent.
      await form.getByTestId('return-attachments').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
      await expect(form.getByTestId('return-attachments-error')).toBeVisible();
      await form
        .getByTestId('return-attachments')
        .setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(form).toContainText('crack.png');
      await expect(form.getByTestId('return-attachments-error')).toHaveCount(0);
      await expectNoSideScroll(page);
      await form.getByTestId('return-submit').click();
      await expect(page.getByTestId('toast')).toHaveText('已送出退貨申請，我們會盡快審核');
      await expect(form).toHaveCount(0);

      const theReturn = page.getByTestId('order-return');
      await expect(theReturn.getByTestId('order-return-state')).toHaveText('退貨審核中');
      await expect(page.getByTestId('order-return-status')).toHaveText('退貨審核中');
      await expect(theReturn).toContainText('商品瑕疵或故障');
      await expect(theReturn).toContainText('× 1');
      await expect(theReturn.getByTestId('order-return-attachment').locator('img')).toBeVisible();
      await expect(theReturn.getByTestId('return-withdraw')).toBeVisible();

      // The shop approves, with a note for the member.
      const [applied] = (await staff.order(purchase.orderId)).returns;
      if (!applied) throw new Error('the admin API shows no return');
      await staff.approveReturn(applied.id, '請將商品寄回，運費由我們負擔');
      await reopen(page, purchase.orderId);
      await expect(theReturn.getByTestId('order-return-state')).toHaveText('退貨已核准');
      await expect(theReturn).toContainText('請將商品寄回，運費由我們負擔');
      await expect(theReturn.getByTestId('return-withdraw')).toHaveCount(0);

      // The goods arrive, undamaged: the return's unit is refunded.
      const [returnedLine] = applied.items;
      if (!returnedLine) throw new Error('the return has no line');
      await staff.receiveReturn(applied.id, [
        { orderItemId: returnedLine.orderItemId, receivedQuantity: 1, damagedQuantity: 0 },
      ]);
      await reopen(page, purchase.orderId);
      await expect(theReturn.getByTestId('order-return-state')).toHaveText(/退款處理中|退貨完成/);
      await expect(theReturn).toContainText('已收到 1 件');
      const refund = page.getByTestId('order-refund');
      await expect(refund).toHaveCount(1);
      await expect(refund.getByTestId('order-refund-status')).toHaveText('已退款', { timeout: 90_000 });
      await expect(refund).toContainText('退貨');
      await expect(theReturn.getByTestId('order-return-state')).toHaveText('退貨完成', { timeout: 60_000 });

      // Half the order came back: the invoice stays, with an allowance for the refunded amount.
      const refunded = (await refund.getByTestId('order-refund-amount').textContent())?.trim() ?? '';
      await expect
        .poll(
          async () => {
            await reopen(page, purchase.orderId);
            return page.getByTestId('order-allowance').first().textContent();
          },
          { timeout: 120_000, intervals: [3000] },
        )
        .toMatch(
          new RegExp(
            `折讓單 .+：${refunded.replace('$', '\\$')}（已開立）|折讓單 .+：${refunded.replace('$', '\\$')} \\(已開立\\)`,
          ),
        );
      await expect(page.getByTestId('order-invoice-status')).toHaveText('已開立');
      await expectNoSideScroll(page);
    });
  });
}
