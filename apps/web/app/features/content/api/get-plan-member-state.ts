import { queryOptions, useQuery } from '@tanstack/react-query';
import { planMemberState, type PlanMemberState } from '@wellfit/contracts/content';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/web/plan/member-state/{id}: whether the member takes part, and today's course. */
export async function getPlanMemberState(planId: number): Promise<PlanMemberState> {
  return parseAnswer(planMemberState, await apiClient.get(`/api/web/plan/member-state/${planId}`, { muteToast: true }));
}

export function planMemberStateQueryOptions(planId: number) {
  return queryOptions({ queryKey: contentKeys.planState(planId), queryFn: () => getPlanMemberState(planId) });
}

/** Asked only with a session, after hydration: the public page never carries member state. */
export function usePlanMemberState(planId: number, enabled: boolean) {
  return useQuery({ ...planMemberStateQueryOptions(planId), enabled });
}
