import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursePermissionAnswer, type CoursePermissionAnswer } from '@wellfit/contracts/courses';
import { apiClient, invalidResponseError } from '~/lib/api-client';
import { courseKeys } from './course-query-keys';

/** GET /api/web/course/permission/{id}: may the member watch, and if not, why. */
export async function getCoursePermission(courseId: number): Promise<CoursePermissionAnswer> {
  const answer = coursePermissionAnswer.safeParse(
    await apiClient.get<unknown>(`/api/web/course/permission/${courseId}`, { muteToast: true }),
  );
  if (!answer.success) throw invalidResponseError(answer.error);
  return answer.data;
}

export function coursePermissionQueryOptions(courseId: number) {
  return queryOptions({ queryKey: courseKeys.permission(courseId), queryFn: () => getCoursePermission(courseId) });
}

export function useCoursePermission(courseId: number, enabled: boolean) {
  return useQuery({ ...coursePermissionQueryOptions(courseId), enabled });
}
