import type { OrderListTab } from '@wellfit/contracts/orders';

/** Query keys of the member's orders (STYLE.md §8: one factory per domain). */
export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  /** The detail with its after-sale part (delivery, returns, refunds, timeline), for /order/{id}. */
  afterSale: (orderId: number) => [...orderKeys.all, 'after-sale', orderId] as const,
  list: (tab: OrderListTab) => [...orderKeys.all, 'list', tab] as const,
};
