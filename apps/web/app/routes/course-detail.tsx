import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { checkAuth: true, title: 'titles:course_detail' };

export default function CourseDetailPage() {
  return <ComingSoon />;
}
