import { playAnswer, type PlayAnswer } from '@wellfit/contracts/courses';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** POST /api/web/course/play/{id}: a watch session and the signed address of the video file. */
export async function playCourseVideo(videoId: number, sessionId?: string): Promise<PlayAnswer> {
  return parseAnswer(
    playAnswer,
    await apiClient.post(`/api/web/course/play/${videoId}`, sessionId ? { sessionId } : {}, {
      muteToast: true,
    }),
  );
}
