import { queryOptions, useQuery } from '@tanstack/react-query';
import { collectionStatusAnswer, type CollectionTarget } from '@wellfit/contracts/collections';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { collectionKeys } from './collection-keys';

/** GET /api/web/collection/status: whether the member has this item among their favourites. */
export async function getCollectionStatus(target: CollectionTarget): Promise<boolean> {
  return parseAnswer(
    collectionStatusAnswer,
    await apiClient.get('/api/web/collection/status', { query: { ...target }, muteToast: true }),
  ).like;
}

export function collectionStatusQueryOptions(target: CollectionTarget) {
  return queryOptions({ queryKey: collectionKeys.status(target), queryFn: () => getCollectionStatus(target) });
}

/** Only asked with a session: a visitor's heart is simply off. */
export function useCollectionStatus(target: CollectionTarget, enabled: boolean) {
  return useQuery({ ...collectionStatusQueryOptions(target), enabled });
}
