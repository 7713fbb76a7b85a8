import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:partner_event' };

/** /event/{hash}: a partner event page addressed by its hash (SPEC §2, §3 Partner event). */
export default function PartnerEventPage() {
  return <ComingSoon />;
}
