import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailAnswer, orderDetailPath, type OrderDetailAnswer } from '@wellfit/contracts/checkout';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { orderKeys } from './order-query-keys';

/** The member's order: GET /api/web/mall/order/detail/{id} (another member's answers order_not_found). */
export async function getOrderDetail(orderId: number): Promise<OrderDetailAnswer> {
  return parseAnswer(orderDetailAnswer, await apiClient.get(orderDetailPath(orderId), { muteToast: true }));
}

/** How often, and how many times at most, a followed order is asked again (about 3 minutes). */
const FOLLOW_INTERVAL_MS = 2000;
const FOLLOW_MAX_UPDATES = 90;

/**
 * `follow`: ask again every few seconds while it answers true (the paid page waits for the
 * payment notification and the e-invoice this way), for a few minutes at most.
 */
export function orderDetailQueryOptions(orderId: number, follow?: (order: OrderDetailAnswer) => boolean) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => getOrderDetail(orderId),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      follow && query.state.data && query.state.dataUpdateCount < FOLLOW_MAX_UPDATES && follow(query.state.data)
        ? FOLLOW_INTERVAL_MS
        : false,
  });
}

export function useOrderDetail(orderId: number, follow?: (order: OrderDetailAnswer) => boolean) {
  return useQuery(orderDetailQueryOptions(orderId, follow));
}
