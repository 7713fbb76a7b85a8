import type { Page } from '@playwright/test';
import { expectNoViolations, failingViolations } from './axe';
import { expect, TRADITIONAL_CHINESE, waitForAppStart } from './fixtures';
import { test, storeSessionBeforeAppStart, type MemberServer } from './member-session.fixtures';
import { connect } from './postgres';

// Issue 34 (blocking): the demo member's cart, as seeded, holds an add-on whose offer with its
// product has ended while the add-on is still on sale. It is named and left out; the lines that
// can be bought go to checkout and become an order. On a server of its own (PostgreSQL, the demo
// data), because the order empties the demo member's cart: each test puts the seeded cart back
// before it starts and after it ends, since later tests on this worker's server (member-session
// and others) count on the demo member's seeded cart too.

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const DEMO_MEMBER_EMAIL = 'demo@wellfit.tw';

/** The demo member's id, with the cart as seeded (kept aside the first time, put back after). */
async function demoMemberWithSeededCart(memberServer: MemberServer): Promise<number> {
  const database = await connect(memberServer.databaseUrl);
  try {
    const { rows } = await database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_MEMBER_EMAIL]);
    const userId = Number(rows[0]!.id);
    await database.query('BEGIN');
    await database.query(
      `CREATE TABLE IF NOT EXISTS e2e_seeded_demo_cart AS SELECT * FROM cart_items WHERE user_id = ${userId}`,
    );
    await database.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
    await database.query('INSERT INTO cart_items OVERRIDING SYSTEM VALUE SELECT * FROM e2e_seeded_demo_cart');
    await database.query('COMMIT');
    return userId;
  } finally {
    await database.end();
  }
}

async function signIn(page: Page, memberServer: MemberServer, userId: number) {
  const token = await memberServer.startSession(userId);
  await storeSessionBeforeAppStart(page, { token, tokenExpireAt: Date.now() + SESSION_LIFETIME_MS });
}

test.use(TRADITIONAL_CHINESE);

test.afterEach(async ({ memberServer }) => {
  await demoMemberWithSeededCart(memberServer);
});

for (const { width, height, removeFirst } of [
  { width: 390, height: 844, removeFirst: true },
  { width: 1366, height: 900, removeFirst: false },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`the demo member's cart goes to checkout and becomes an order, its lapsed add-on named and left out${removeFirst ? ' (removed from the cart first)' : ''}`, async ({
      page,
      memberServer,
    }) => {
      test.setTimeout(180_000);
      const userId = await demoMemberWithSeededCart(memberServer);
      await signIn(page, memberServer, userId);
      await page.goto('/shopping-cart');
      await waitForAppStart(page);

      // The cart: two lines to buy, the add-on apart with what happened to it.
      await expect(page.getByTestId('cart-valid-list').getByTestId('cart-line')).toHaveCount(2);
      const lapsed = page.getByTestId('cart-invalid-list').getByTestId('cart-line');
      await expect(lapsed).toHaveCount(1);
      await expect(lapsed.getByTestId('cart-line-reason')).toHaveText('加購優惠已結束');
      const addOnName = ((await lapsed.getByRole('link').textContent()) ?? '').replace(/^加購/, '').trim();
      expect(addOnName.length).toBeGreaterThan(0);
      const cartPay = (await page.getByTestId('cart-pay').textContent()) ?? '';
      expect(cartPay).toMatch(/^NT\$[\d,]+$/);

      await page.getByTestId('cart-checkout').click();
      await expect(page).toHaveURL(/\/checkout\?type=2&cartIds=\d+(%2C|,)\d+$/);
      // Checkout takes exactly what the cart priced, and names what it leaves out.
      await expect(page.getByTestId('checkout-line')).toHaveCount(2);
      await expect(page.getByTestId('checkout-pay')).toHaveText(cartPay);
      const notice = page.getByTestId('checkout-unavailable-items');
      await expect(notice).toContainText('以下商品目前無法購買，不會包含在這筆訂單');
      const leftOut = notice.getByTestId('checkout-unavailable-item');
      await expect(leftOut).toHaveCount(1);
      await expect(leftOut).toContainText(addOnName);
      await expect(leftOut).toContainText('加購優惠已結束');
      if (!removeFirst) expectNoViolations(await failingViolations(page, 'checkout with an item left out'));
      if (removeFirst) {
        await notice.getByRole('button', { name: '從購物車移除' }).click();
        await expect(notice).toHaveCount(0);
        await expect(page.getByTestId('checkout-line')).toHaveCount(2);
      }

      await page.getByTestId('checkout-agree').check();
      await page.getByTestId('place-order').click();
      await page.waitForURL(/\/order-pay\/\d+$/);
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
    });
  });
}
