import { heartbeatAnswer, type HeartbeatAnswer, type HeartbeatRequest } from '@wellfit/contracts/courses';
import { apiClient, invalidResponseError } from '~/lib/api-client';

/** POST /api/web/course/heartbeat: the player's progress; the server credits what really passed. */
export async function sendWatchHeartbeat(body: HeartbeatRequest): Promise<HeartbeatAnswer> {
  const answer = heartbeatAnswer.safeParse(
    await apiClient.post<unknown>('/api/web/course/heartbeat', body, { muteToast: true }),
  );
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}
