import type { CourseListAnswer, CourseListQuery } from '@wellfit/contracts/courses';

/**
 * What /course-list sends its page: the list answer with the coach filter cut to the current
 * choice. A large catalogue has 200 coaches, two fifths of the page's elements and most of its
 * data; the page searches the others on demand (docs/decisions/long-filter-lists.md).
 */
export function courseListPageAnswer(answer: CourseListAnswer, query: CourseListQuery): CourseListAnswer {
  const coaches = answer.filters.coaches.filter((coach) => coach.id === query.coachId);
  return { ...answer, filters: { ...answer.filters, coaches } };
}
