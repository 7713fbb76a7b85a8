import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:group_shop' };

export default function GroupShopPage() {
  return <ComingSoon />;
}
