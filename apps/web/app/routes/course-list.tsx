import { CourseListView } from '~/features/courses/components/course-list-view';
import { courseListPageAnswer } from '~/features/courses/course-list-page-data';
import { courseListQueryFromSearch } from '~/features/courses/course-list-search';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/course-list';

export const handle: RouteHandle = { title: 'titles:course_list' };

/** SPEC §2 /course-list: rendered on the server, one in-process call; filters come from the URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const query = courseListQueryFromSearch(new URL(request.url).searchParams);
  return { query, answer: courseListPageAnswer(await services.courses.listCourses(locale, query), query) };
}

export default function CourseListPage({ loaderData }: Route.ComponentProps) {
  return <CourseListView answer={loaderData.answer} query={loaderData.query} />;
}
