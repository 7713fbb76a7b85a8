import { playAnswer, type PlayAnswer } from '@wellfit/contracts/courses';
import { apiClient, invalidResponseError } from '~/lib/api-client';

/** POST /api/web/course/play/{id}: a watch session and the signed address of the video file. */
export async function playCourseVideo(videoId: number, sessionId?: string): Promise<PlayAnswer> {
  const answer = playAnswer.safeParse(
    await apiClient.post<unknown>(`/api/web/course/play/${videoId}`, sessionId ? { sessionId } : {}, {
      muteToast: true,
    }),
  );
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}
