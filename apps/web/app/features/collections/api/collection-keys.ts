import type { CollectionTarget, MemberListQuery } from '@wellfit/contracts/collections';

/** Query keys of favourites and browse history; mutations invalidate by these prefixes. */
export const collectionKeys = {
  all: ['collections'] as const,
  status: (target: CollectionTarget) => [...collectionKeys.all, 'status', target.targetType, target.targetId] as const,
  favouriteLists: () => [...collectionKeys.all, 'favourites'] as const,
  favouriteList: (query: MemberListQuery) => [...collectionKeys.favouriteLists(), query] as const,
  historyLists: () => [...collectionKeys.all, 'history'] as const,
  historyList: (query: MemberListQuery) => [...collectionKeys.historyLists(), query] as const,
};
