import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  COLLECTION_PAGE_SIZE,
  memberListAnswer,
  type ListedTargetType,
  type MemberListAnswer,
} from '@wellfit/contracts/collections';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { collectionKeys } from './collection-keys';

/** The two member lists: favourites (/collection) and browse history (/browse-history). */
export type MemberListKind = 'favourites' | 'history';

const LIST_PATHS: Record<MemberListKind, string> = {
  favourites: '/api/web/collection/list',
  history: '/api/web/browse-history/list',
};

/** GET /api/web/collection/list or /api/web/browse-history/list: one page of one type, newest first. */
export async function getMemberList(
  kind: MemberListKind,
  targetType: ListedTargetType,
  pageIndex: number,
): Promise<MemberListAnswer> {
  return parseAnswer(
    memberListAnswer,
    await apiClient.get(LIST_PATHS[kind], {
      query: { targetType, pageIndex, pageSize: COLLECTION_PAGE_SIZE },
    }),
  );
}

export function memberListQueryOptions(kind: MemberListKind, targetType: ListedTargetType) {
  const query = { targetType, pageIndex: 1, pageSize: COLLECTION_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: kind === 'favourites' ? collectionKeys.favouriteList(query) : collectionKeys.historyList(query),
    queryFn: ({ pageParam }) => getMemberList(kind, targetType, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
    },
  });
}

export function useMemberList(kind: MemberListKind, targetType: ListedTargetType) {
  return useInfiniteQuery(memberListQueryOptions(kind, targetType));
}
