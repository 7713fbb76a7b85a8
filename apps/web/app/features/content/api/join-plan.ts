import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planJoinAnswer, type PlanJoinAnswer } from '@wellfit/contracts/content';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { contentKeys } from './content-keys';

/** POST /api/web/plan/join: joining again changes nothing. */
export async function joinPlan(planId: number): Promise<PlanJoinAnswer> {
  return parseAnswer(planJoinAnswer, await apiClient.post('/api/web/plan/join', { planId }));
}

export function useJoinPlan(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinPlan(planId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.planState(planId) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.plansToday() }),
      ]),
  });
}
