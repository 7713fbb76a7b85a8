import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthStatementAnswer, type HealthStatementAnswer } from '@wellfit/contracts/courses';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { courseKeys } from './course-query-keys';

/** POST /api/web/user/healthStatement (SPEC §4): accepting unlocks course videos, declining blocks them. */
export async function saveHealthStatement(accepted: boolean): Promise<HealthStatementAnswer> {
  return parseAnswer(healthStatementAnswer, await apiClient.post('/api/web/user/healthStatement', { accepted }));
}

export function useSaveHealthStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthStatement,
    // The choice holds for every course: every permission answer is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'permission'] }),
  });
}
