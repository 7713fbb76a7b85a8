import { useMutation, useQueryClient } from '@tanstack/react-query';
import { collectionStatusAnswer, type CollectionToggleBody } from '@wellfit/contracts/collections';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { collectionKeys } from './collection-keys';

/** POST /api/web/collection/toggle: like true adds the item, false removes it; repeating is harmless. */
export async function toggleCollection(body: CollectionToggleBody): Promise<boolean> {
  return parseAnswer(collectionStatusAnswer, await apiClient.post('/api/web/collection/toggle', body)).like;
}

/** Optimistic: the heart changes at once and returns to the server's state if the call fails. */
export function useToggleCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCollection,
    onMutate: async (body) => {
      const key = collectionKeys.status(body);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, body.like);
      return { previous };
    },
    onError: (_error, body, context) => {
      queryClient.setQueryData(collectionKeys.status(body), context?.previous);
    },
    onSuccess: (like, body) => {
      queryClient.setQueryData(collectionKeys.status(body), like);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.favouriteLists() }),
  });
}
