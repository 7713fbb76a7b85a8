import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:plan_detail' };

export default function PlanDetailPage() {
  return <ComingSoon />;
}
