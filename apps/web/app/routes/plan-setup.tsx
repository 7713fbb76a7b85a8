import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:plan_setup' };

export default function PlanSetupPage() {
  return <ComingSoon />;
}
