import { queryOptions, useQuery } from '@tanstack/react-query';
import { sportSummaryAnswer, type SportSummaryAnswer } from '@wellfit/contracts/sport';
import { apiClient, invalidResponseError } from '~/lib/api-client';
import { sportKeys } from './sport-query-keys';

/** GET /api/web/sport/summary: totals, per motion type, and the watch reward. */
export async function getSportSummary(): Promise<SportSummaryAnswer> {
  const answer = sportSummaryAnswer.safeParse(await apiClient.get<unknown>('/api/web/sport/summary'));
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}

export function sportSummaryQueryOptions() {
  return queryOptions({ queryKey: sportKeys.summary(), queryFn: getSportSummary });
}

export function useSportSummary() {
  return useQuery(sportSummaryQueryOptions());
}
