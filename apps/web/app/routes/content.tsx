import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:content' };

export default function ContentPage() {
  return <ComingSoon />;
}
