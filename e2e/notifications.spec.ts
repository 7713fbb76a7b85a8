import type { Page } from '@playwright/test';
import { SUCCESS_CODE } from '@wellfit/contracts/envelope';
import { NOTIFICATION_PATHS } from '@wellfit/contracts/notifications';
import { expect, TRADITIONAL_CHINESE } from './fixtures';
import { failingViolations, expectNoViolations } from './axe';
import { test, storeSessionBeforeAppStart, type MemberServer } from './member-session.fixtures';
import { connect } from './postgres';

// Notifications (issue 13) on a server of its own on PostgreSQL with the demo data, so the test
// can write a notification straight into the database, as another process of the shop would,
// and see it reach the open page through LISTEN/NOTIFY and the stream (no reload).

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

async function signIn(page: Page, memberServer: MemberServer, email: string) {
  const database = await connect(memberServer.databaseUrl);
  try {
    const { rows } = await database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = Number(rows[0]!.id);
    const token = await memberServer.startSession(userId);
    await storeSessionBeforeAppStart(page, { token, tokenExpireAt: Date.now() + SESSION_LIFETIME_MS });
    return userId;
  } finally {
    await database.end();
  }
}

async function writeNotification(memberServer: MemberServer, userId: number, title: string) {
  const database = await connect(memberServer.databaseUrl);
  try {
    await database.query(
      `INSERT INTO user_messages (user_id, message_title, message_content, jump)
       VALUES ($1, jsonb_build_object('zhTW', $2::text, 'zhCN', $2::text, 'en', $2::text),
               '{"zhTW":"您的訂單已出貨","zhCN":"您的订单已出货","en":"Your order has shipped"}', '{"url":"/order-list"}')`,
      [userId, title],
    );
  } finally {
    await database.end();
  }
}

test.use({ ...TRADITIONAL_CHINESE, viewport: { width: 1366, height: 900 } });

test('a member sees the unread count, reads the panel, marks all read, and hears of a new one without reload', async ({
  page,
  memberServer,
}) => {
  // Two page loads, an axe scan of the panel and a live notification: 40 s beside the axe walks
  // here, past 90 s once in a full run on a machine with slow page faults.
  test.setTimeout(180_000);
  const userId = await signIn(page, memberServer, 'demo@wellfit.tw');
  const firstPage = page.waitForResponse((response) => new URL(response.url()).pathname === NOTIFICATION_PATHS.list);
  await page.goto('/');
  // What the bell counts: the first page's answer carries the member's unread count.
  const answer = (await (await firstPage).json()) as { code: number; data: { unread: number } };
  expect(answer, 'the first notifications page').toMatchObject({
    code: SUCCESS_CODE,
    data: { unread: expect.any(Number) },
  });
  expect(answer.data.unread, 'unread notifications of the demo member').toBeGreaterThan(0);

  const bell = page.getByTestId('notification-bell');
  const count = page.getByTestId('notification-unread-count').filter({ visible: true });
  await expect(count).toHaveText(/^[1-9]\d*$/);
  await expect(bell).toHaveAccessibleName(/^通知，\d+ 則未讀$/);

  await bell.click();
  const panel = page.getByTestId('notification-panel');
  await expect(panel.getByRole('heading', { name: '通知' })).toBeVisible();
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  // Sent times as yyyy-MM-dd HH:mm; a link where the jump gives one.
  await expect(items.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await panel.getByTestId('notification-load-more').click();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await expect(panel.getByTestId('notification-load-more')).toHaveCount(0);
  // Jumps that lead nowhere (an app-only page, a script address) show without a link.
  await expect(panel.locator('button[data-testid="notification-item"]', { hasText: '直播課程預告' })).toBeVisible();
  await expect(panel.locator('a[data-testid="notification-item"]', { hasText: '訂單已出貨' })).toHaveAttribute(
    'href',
    '/order-list/shipped',
  );
  expectNoViolations(await failingViolations(page, 'notification panel'));

  // Escape closes the panel and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Mark all read clears the count.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.getByTestId('notification-mark-all-read').click();
  await expect(page.getByTestId('toast')).toContainText('已將全部通知標為已讀');
  await expect(count).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('通知');
  // The bell closes its panel too (Escape would first dismiss the toast above it).
  await bell.click();
  await expect(panel).toBeHidden();

  // A notification written by another part of the shop reaches the open page.
  await writeNotification(memberServer, userId, '您的訂單已出貨（即時）');
  await expect(count).toHaveText('1');
  await bell.click();
  await expect(panel.getByTestId('notification-item').first()).toContainText('您的訂單已出貨（即時）');
  // Opening it marks it read.
  await panel.getByTestId('notification-item').first().click();
  await expect(page).toHaveURL(/\/order-list$/);
  await expect(count).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bell leads to the notifications page, which fits and is axe-clean', async ({ page, memberServer }) => {
    test.setTimeout(60_000);
    await signIn(page, memberServer, 'vip@wellfit.tw');
    await page.goto('/');
    const bell = page.getByTestId('notification-bell-link');
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
    await expect(page.getByTestId('notification-item').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expectNoViolations(await failingViolations(page, '/notifications at 390 px'));
  });
});
