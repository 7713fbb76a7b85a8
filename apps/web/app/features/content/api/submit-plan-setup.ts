import { useMutation } from '@tanstack/react-query';
import { planSetupAnswer, type PlanSetupAnswer, type PlanSetupBody } from '@wellfit/contracts/content';
import { apiClient, invalidResponseError } from '~/lib/api-client';

/** POST /api/web/plan-setup/result: BMI, rating, advice and a recommended plan (fills the profile when logged in). */
export async function submitPlanSetup(body: PlanSetupBody): Promise<PlanSetupAnswer> {
  const answer = planSetupAnswer.safeParse(await apiClient.post<unknown>('/api/web/plan-setup/result', body));
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}

export function useSubmitPlanSetup() {
  return useMutation({ mutationFn: submitPlanSetup });
}
