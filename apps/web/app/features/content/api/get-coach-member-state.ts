import { queryOptions, useQuery } from '@tanstack/react-query';
import { coachFollowState, type CoachFollowState } from '@wellfit/contracts/content';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { contentKeys } from './content-keys';

/** GET /api/web/coach/member-state/{id}: whether the member follows the coach, and the follower count. */
export async function getCoachMemberState(coachId: number): Promise<CoachFollowState> {
  return parseAnswer(
    coachFollowState,
    await apiClient.get(`/api/web/coach/member-state/${coachId}`, { muteToast: true }),
  );
}

export function coachMemberStateQueryOptions(coachId: number) {
  return queryOptions({ queryKey: contentKeys.coachState(coachId), queryFn: () => getCoachMemberState(coachId) });
}

export function useCoachMemberState(coachId: number, enabled: boolean) {
  return useQuery({ ...coachMemberStateQueryOptions(coachId), enabled });
}
