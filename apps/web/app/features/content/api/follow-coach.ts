import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coachFollowState, type CoachFollowBody, type CoachFollowState } from '@wellfit/contracts/content';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { contentKeys } from './content-keys';

/** POST /api/web/coach/follow: answers the new state and follower count. */
export async function followCoach(body: CoachFollowBody): Promise<CoachFollowState> {
  return parseAnswer(coachFollowState, await apiClient.post('/api/web/coach/follow', body));
}

export function useFollowCoach(coachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followCoach({ coachId, follow }),
    onSuccess: (state) => queryClient.setQueryData(contentKeys.coachState(coachId), state),
  });
}
