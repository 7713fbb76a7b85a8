import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthStatementAnswer, type HealthStatementAnswer } from '@wellfit/contracts/courses';
import { apiClient, invalidResponseError } from '~/lib/api-client';
import { courseKeys } from './course-query-keys';

/** POST /api/web/user/healthStatement (SPEC §4): accepting unlocks course videos, declining blocks them. */
export async function saveHealthStatement(accepted: boolean): Promise<HealthStatementAnswer> {
  const answer = healthStatementAnswer.safeParse(
    await apiClient.post<unknown>('/api/web/user/healthStatement', { accepted }),
  );
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}

export function useSaveHealthStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHealthStatement,
    // The choice holds for every course: every permission answer is stale now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...courseKeys.all, 'permission'] }),
  });
}
