import type { APIRequestContext } from '@playwright/test';
import { ADMIN_PATHS, adminOrderDetailAnswer, adminPath, operatorLoginAnswer } from '@wellfit/contracts/admin';
import { expect } from './fixtures';
import { dataOf } from './order-after-sale.fixtures';

// ── The shop's staff, through the admin API (a demo operator of the seed) ─────────────────

const DEMO_OPERATOR = { email: 'admin@staff.wellfit.tw', password: 'WellFitStaff2026' } as const;

/** Signs the demo admin in and answers what the staff do to an order, each checked to succeed. */
export async function operator(request: APIRequestContext) {
  const login = await request.post(ADMIN_PATHS.login, { data: DEMO_OPERATOR });
  expect(login.ok(), await login.text()).toBe(true);
  const { token } = operatorLoginAnswer.parse(dataOf(await login.json()));
  const headers = { token };
  async function post(path: string, id: number, data: unknown = {}) {
    const answer = await request.post(adminPath(path, id), { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return dataOf(await answer.json());
  }
  return {
    async order(orderId: number) {
      const answer = await request.get(adminPath(ADMIN_PATHS.order, orderId), { headers });
      expect(answer.ok(), await answer.text()).toBe(true);
      return adminOrderDetailAnswer.parse(dataOf(await answer.json()));
    },
    ship: (orderId: number) => post(ADMIN_PATHS.ship, orderId, { company: '黑貓宅急便', number: '905512345678' }),
    deliver: (orderId: number) => post(ADMIN_PATHS.deliver, orderId),
    approveReturn: (returnId: number, note: string) => post(ADMIN_PATHS.approveReturn, returnId, { note }),
    receiveReturn: (
      returnId: number,
      items: Array<{ orderItemId: number; receivedQuantity: number; damagedQuantity: number }>,
    ) => post(ADMIN_PATHS.receiveReturn, returnId, { items }),
    refund: (orderId: number, body: Record<string, unknown>) => post(ADMIN_PATHS.refund, orderId, body),
  };
}

/** A 1×1 PNG: a picture the server accepts by its content. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
