import type { CollectionTarget } from '@wellfit/contracts/collections';
import { apiClient } from '~/lib/api-client';
import { getQueryClient } from '~/lib/query-client';
import { collectionKeys } from './collection-keys';

/**
 * POST /api/web/browse-history/record: silent, a failed record never bothers the shopper. Called
 * from product and content pages, which have no query provider: the shared browser client is
 * told directly that the history lists changed.
 */
export async function recordBrowseHistory(target: CollectionTarget): Promise<void> {
  await apiClient.post('/api/web/browse-history/record', target, { muteToast: true });
  await getQueryClient().invalidateQueries({ queryKey: collectionKeys.historyLists() });
}
