import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:register' };

export default function RegisterPage() {
  return <ComingSoon />;
}
