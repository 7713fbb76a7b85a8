import { MemberInfoPage } from '~/features/account/components/member-info-page';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:member_info' };

export default function MemberInfoRoute() {
  return <MemberInfoPage />;
}
