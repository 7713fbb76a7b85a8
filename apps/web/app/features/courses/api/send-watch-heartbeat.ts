import { heartbeatAnswer, type HeartbeatAnswer, type HeartbeatRequest } from '@wellfit/contracts/courses';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/web/course/heartbeat: the player's progress; the server credits what really passed. */
export async function sendWatchHeartbeat(body: HeartbeatRequest): Promise<HeartbeatAnswer> {
  return parseAnswer(heartbeatAnswer, await apiClient.post('/api/web/course/heartbeat', body, { muteToast: true }));
}
