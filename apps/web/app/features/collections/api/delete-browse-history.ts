import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrowseHistoryClearBody, BrowseHistoryDeleteBody } from '@wellfit/contracts/collections';
import { apiClient } from '~/lib/api-client';
import { collectionKeys } from './collection-keys';

/** POST /api/web/browse-history/delete: forget some viewed items. */
export async function deleteBrowseHistory(body: BrowseHistoryDeleteBody): Promise<void> {
  await apiClient.post('/api/web/browse-history/delete', body);
}

/** POST /api/web/browse-history/clear: forget every viewed item of a type. */
export async function clearBrowseHistory(body: BrowseHistoryClearBody): Promise<void> {
  await apiClient.post('/api/web/browse-history/clear', body);
}

export function useDeleteBrowseHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrowseHistory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.historyLists() }),
  });
}

export function useClearBrowseHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearBrowseHistory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.historyLists() }),
  });
}
