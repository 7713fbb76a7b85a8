import { REFUSED_CALL_NOTICE, startWithSession } from './accounts.fixtures';
import { expect, test, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { expectNoSideScroll, freshShopper, payOrder, placeOrder, VIEWPORTS } from './order-after-sale.fixtures';
import { operator } from './order-operator.fixtures';

/**
 * Issue 35: the member changes a paid order's recipient to another address of the book until the
 * order ships; once the shop has shipped it, the change is refused with the server's words and
 * the order keeps its recipient.
 */

test.use({ ...TRADITIONAL_CHINESE, allowedConsole: [REFUSED_CALL_NOTICE] });

for (const viewport of VIEWPORTS) {
  test.describe(`zhTW at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the recipient changes from the address book until the order ships, then the change is refused', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const shopper = await freshShopper(request, 'recipient');
      const purchase = await placeOrder(request, shopper);
      await startWithSession(page, shopper.token);
      await payOrder(page, purchase.orderId);

      await page.goto('/order-list/unshipped');
      await waitForAppStart(page);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${purchase.orderId}"]`);
      await card.getByTestId('order-edit-recipient').click();
      const dialog = page.getByTestId('edit-recipient-dialog');
      await expect(dialog).toContainText('訂單出貨前都可以修改收件人');
      await dialog.getByRole('radio', { name: /台灣大道三段 99 號/ }).check();
      await expectNoSideScroll(page);
      await dialog.getByTestId('edit-recipient-save').click();
      await expect(page.getByTestId('toast')).toHaveText('收件人已修改');
      await expect(dialog).toHaveCount(0);

      await card.getByTestId('order-view').click();
      await page.waitForURL(`**/order/${purchase.orderId}`);
      const recipient = page.getByTestId('order-recipient');
      await expect(recipient).toContainText('林志明');
      await expect(recipient).toContainText('0987654321');
      await expect(recipient).toContainText('台灣大道三段 99 號');
      await expect(page.getByTestId('order-timeline-entry').filter({ hasText: '收件人已修改' })).toHaveCount(1);

      // The member opens the book again; meanwhile the warehouse ships the order.
      await page.getByTestId('order-edit-recipient').click();
      await dialog.getByRole('radio', { name: /忠孝東路四段 100 號 5 樓/ }).check();
      const staff = await operator(request);
      await staff.ship(purchase.orderId);
      await dialog.getByTestId('edit-recipient-save').click();
      await expect(dialog.getByTestId('form-error')).toHaveText('訂單已出貨，無法再修改收件人');
      await dialog.getByRole('button', { name: '關閉' }).first().click();
      await expect(dialog).toHaveCount(0);
      // The page has asked again: shipped, with its parcel, the recipient unchanged and no way to change it.
      await expect(page.getByTestId('order-status')).toHaveText('待收貨');
      await expect(page.getByTestId('order-delivery-company')).toHaveText('黑貓宅急便');
      await expect(page.getByTestId('order-tracking-link')).toHaveAttribute('href', /t-cat\.com\.tw.*905512345678/);
      await expect(recipient).toContainText('台灣大道三段 99 號');
      await expect(page.getByTestId('order-edit-recipient')).toHaveCount(0);
    });
  });
}
