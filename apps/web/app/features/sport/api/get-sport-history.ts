import { queryOptions, useQuery } from '@tanstack/react-query';
import { sportHistoryAnswer, type SportHistoryAnswer, type SportHistoryRange } from '@wellfit/contracts/sport';
import { apiClient, invalidResponseError } from '~/lib/api-client';
import { sportKeys } from './sport-query-keys';

/** GET /api/web/sport/history?range=: one point per day (week, month) or month (year). */
export async function getSportHistory(range: SportHistoryRange): Promise<SportHistoryAnswer> {
  const answer = sportHistoryAnswer.safeParse(
    await apiClient.get<unknown>('/api/web/sport/history', { query: { range } }),
  );
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}

export function sportHistoryQueryOptions(range: SportHistoryRange) {
  return queryOptions({ queryKey: sportKeys.history(range), queryFn: () => getSportHistory(range) });
}

export function useSportHistory(range: SportHistoryRange) {
  return useQuery(sportHistoryQueryOptions(range));
}
