import { queryOptions, useQuery } from '@tanstack/react-query';
import { coursePermissionAnswer, type CoursePermissionAnswer } from '@wellfit/contracts/courses';
import { apiClient, parseAnswer } from '~/lib/api-client';
import { courseKeys } from './course-query-keys';

/** GET /api/web/course/permission/{id}: may the member watch, and if not, why. */
export async function getCoursePermission(courseId: number): Promise<CoursePermissionAnswer> {
  return parseAnswer(
    coursePermissionAnswer,
    await apiClient.get(`/api/web/course/permission/${courseId}`, { muteToast: true }),
  );
}

export function coursePermissionQueryOptions(courseId: number) {
  return queryOptions({ queryKey: courseKeys.permission(courseId), queryFn: () => getCoursePermission(courseId) });
}

export function useCoursePermission(courseId: number, enabled: boolean) {
  return useQuery({ ...coursePermissionQueryOptions(courseId), enabled });
}
