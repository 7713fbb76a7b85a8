import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailPath } from '@wellfit/contracts/checkout';
import { memberOrderDetailAnswer, type MemberOrderDetailAnswer } from '@wellfit/contracts/orders';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { orderKeys } from './order-query-keys';

/** The order as /order/{id} shows it: the detail and what happened after the sale. */
export type MemberOrder = MemberOrderDetailAnswer;

/** GET /api/web/mall/order/detail/{id} read with its after-sale part (another member's answers order_not_found). */
export async function getMemberOrder(orderId: number): Promise<MemberOrder> {
  return parseAnswer(memberOrderDetailAnswer, await apiClient.get(orderDetailPath(orderId), { muteToast: true }));
}

/** How often an order with a refund on its way is asked again, and for how long at most (about 3 minutes). */
const FOLLOW_INTERVAL_MS = 3000;
const FOLLOW_MAX_UPDATES = 60;

/** A refund the gateway has not answered yet: the page follows it until it settles. */
const refundUnderway = (order: MemberOrder) => order.refunds.some((refund) => refund.status === 'pending');

export function memberOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.afterSale(orderId),
    queryFn: () => getMemberOrder(orderId),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && query.state.dataUpdateCount < FOLLOW_MAX_UPDATES && refundUnderway(query.state.data)
        ? FOLLOW_INTERVAL_MS
        : false,
  });
}

export function useMemberOrder(orderId: number) {
  return useQuery(memberOrderQueryOptions(orderId));
}
