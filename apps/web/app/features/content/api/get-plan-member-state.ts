import { queryOptions, useQuery } from '@tanstack/react-query';
import { planMemberState, type PlanMemberState } from '@wellfit/contracts/content';
import { apiClient, invalidResponseError } from '~/lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/web/plan/member-state/{id}: whether the member takes part, and today's course. */
export async function getPlanMemberState(planId: number): Promise<PlanMemberState> {
  const answer = planMemberState.safeParse(
    await apiClient.get<unknown>(`/api/web/plan/member-state/${planId}`, { muteToast: true }),
  );
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}

export function planMemberStateQueryOptions(planId: number) {
  return queryOptions({ queryKey: contentKeys.planState(planId), queryFn: () => getPlanMemberState(planId) });
}

/** Asked only with a session, after hydration: the public page never carries member state. */
export function usePlanMemberState(planId: number, enabled: boolean) {
  return useQuery({ ...planMemberStateQueryOptions(planId), enabled });
}
