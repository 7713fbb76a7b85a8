/**
 * Query keys of the cart feature (STYLE.md §8: one factory per domain). Kept apart from the
 * query hooks so the product page can invalidate the badge without loading TanStack Query up front.
 */
export const cartKeys = {
  all: ['cart'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
  list: () => [...cartKeys.all, 'list'] as const,
  pricing: (ids: readonly number[]) => [...cartKeys.all, 'pricing', ids] as const,
  product: (productId: number) => [...cartKeys.all, 'product', productId] as const,
};

/**
 * Marks every cart query stale after a change (the header badge, list and pricing refetch).
 * The query client is imported on demand: public pages such as /product/{id} call this from a
 * button without TanStack Query in their first load.
 */
export async function invalidateCart(): Promise<void> {
  const { getQueryClient } = await import('~/lib/query-client');
  await getQueryClient().invalidateQueries({ queryKey: cartKeys.all });
}
