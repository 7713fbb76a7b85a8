import { courseListQuery, type CourseListQuery } from '@wellfit/contracts/courses';

/** The list's filters live in the URL (SPEC §2 /course-list): each parameter checked alone, a bad one dropped. */
export function courseListQueryFromSearch(search: URLSearchParams): CourseListQuery {
  const candidate: Record<string, string> = {};
  for (const key of Object.keys(courseListQuery.shape)) {
    const value = search.get(key);
    if (value === null || value === '') continue;
    if (courseListQuery.shape[key as keyof typeof courseListQuery.shape].safeParse(value).success)
      candidate[key] = value;
  }
  return courseListQuery.parse(candidate);
}

/** The search string of a list page: the filters plus another page index; defaults left out. */
export function courseListSearch(query: CourseListQuery, pageIndex: number): string {
  const params = new URLSearchParams();
  for (const key of ['difficulty', 'duration', 'equipment', 'coachId', 'tagId', 'vip'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (pageIndex > 1) params.set('pageIndex', String(pageIndex));
  const text = params.toString();
  return text ? `?${text}` : '';
}
