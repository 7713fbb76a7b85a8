import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:cht_oauth_tester' };

export default function ChtOauthTesterPage() {
  return <ComingSoon />;
}
