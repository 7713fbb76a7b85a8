import { ComingSoon } from '~/components/ui/coming-soon';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:contact_us' };

export default function ContactUsPage() {
  return <ComingSoon />;
}
