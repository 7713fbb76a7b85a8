import { queryOptions, useQuery } from '@tanstack/react-query';
import { planTodayAnswer, type PlanTodayAnswer } from '@wellfit/contracts/content';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/web/plan/today: today's course in every plan the member takes part in. */
export async function getPlansToday(): Promise<PlanTodayAnswer> {
  return parseAnswer(planTodayAnswer, await apiClient.get('/api/web/plan/today', { muteToast: true }));
}

export function plansTodayQueryOptions() {
  return queryOptions({ queryKey: contentKeys.plansToday(), queryFn: getPlansToday });
}

export function usePlansToday(enabled: boolean) {
  return useQuery({ ...plansTodayQueryOptions(), enabled });
}
