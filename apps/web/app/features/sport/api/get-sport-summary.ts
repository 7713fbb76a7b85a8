import { queryOptions, useQuery } from '@tanstack/react-query';
import { sportSummaryAnswer, type SportSummaryAnswer } from '@wellfit/contracts/sport';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { sportKeys } from './sport-query-keys';

/** GET /api/web/sport/summary: totals, per motion type, and the watch reward. */
export async function getSportSummary(): Promise<SportSummaryAnswer> {
  return parseAnswer(sportSummaryAnswer, await apiClient.get('/api/web/sport/summary'));
}

export function sportSummaryQueryOptions() {
  return queryOptions({ queryKey: sportKeys.summary(), queryFn: getSportSummary });
}

export function useSportSummary() {
  return useQuery(sportSummaryQueryOptions());
}
