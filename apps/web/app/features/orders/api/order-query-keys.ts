/** Query keys of the member's orders (STYLE.md §8: one factory per domain). */
export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
};
