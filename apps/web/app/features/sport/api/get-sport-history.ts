import { queryOptions, useQuery } from '@tanstack/react-query';
import { sportHistoryAnswer, type SportHistoryAnswer, type SportHistoryRange } from '@wellfit/contracts/sport';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { sportKeys } from './sport-query-keys';

/** GET /api/web/sport/history?range=: one point per day (week, month) or month (year). */
export async function getSportHistory(range: SportHistoryRange): Promise<SportHistoryAnswer> {
  return parseAnswer(sportHistoryAnswer, await apiClient.get('/api/web/sport/history', { query: { range } }));
}

export function sportHistoryQueryOptions(range: SportHistoryRange) {
  return queryOptions({ queryKey: sportKeys.history(range), queryFn: () => getSportHistory(range) });
}

export function useSportHistory(range: SportHistoryRange) {
  return useQuery(sportHistoryQueryOptions(range));
}
