import { SportOverview } from '~/features/sport/components/sport-overview';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:member_sport' };

export default function MemberSportPage() {
  return <SportOverview />;
}
