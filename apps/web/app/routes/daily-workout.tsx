import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:daily_workout' };

export default function DailyWorkoutPage() {
  return <ComingSoon />;
}
