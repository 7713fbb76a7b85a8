import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ORDER_LIST_PAGE_SIZE,
  ORDER_PATHS,
  orderListAnswer,
  type OrderListAnswer,
  type OrderListTab,
} from '@wellfit/contracts/orders';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { orderKeys } from './order-query-keys';

/** GET /api/web/mall/order/list: one page of the tab's orders, newest first. */
export async function getOrderList(tab: OrderListTab, pageIndex: number): Promise<OrderListAnswer> {
  return parseAnswer(
    orderListAnswer,
    await apiClient.get(ORDER_PATHS.list, {
      query: { tab, pageIndex, pageSize: ORDER_LIST_PAGE_SIZE },
      muteToast: true,
    }),
  );
}

export function orderListQueryOptions(tab: OrderListTab) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(tab),
    queryFn: ({ pageParam }) => getOrderList(tab, pageParam),
    initialPageParam: 1,
    // An order's state moves without this page (payment, shipping): a return to the list asks again.
    staleTime: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export function useOrderList(tab: OrderListTab) {
  return useInfiniteQuery(orderListQueryOptions(tab));
}
