import { courseCoachSearchAnswer, type CourseCoachSearchAnswer } from '@wellfit/contracts/courses';
import { apiClient, parseAnswer } from '~/lib/api-client';

/** GET /api/web/course/coaches: coaches of published courses whose name holds the keyword. */
export async function searchCourseCoaches(keyword: string): Promise<CourseCoachSearchAnswer> {
  return parseAnswer(
    courseCoachSearchAnswer,
    await apiClient.get('/api/web/course/coaches', { query: { keyword }, muteToast: true, noAuth: true }),
  );
}
