import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:usport_product_list' };

export default function UsportProductListPage() {
  return <ComingSoon />;
}
