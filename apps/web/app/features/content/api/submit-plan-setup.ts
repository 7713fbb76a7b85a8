import { useMutation } from '@tanstack/react-query';
import { planSetupAnswer, type PlanSetupAnswer, type PlanSetupBody } from '@wellfit/contracts/content';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/web/plan-setup/result: BMI, rating, advice and a recommended plan (fills the profile when logged in). */
export async function submitPlanSetup(body: PlanSetupBody): Promise<PlanSetupAnswer> {
  return parseAnswer(planSetupAnswer, await apiClient.post('/api/web/plan-setup/result', body));
}

export function useSubmitPlanSetup() {
  return useMutation({ mutationFn: submitPlanSetup });
}
