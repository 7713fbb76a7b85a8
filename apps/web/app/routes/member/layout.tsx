import { Outlet } from 'react-router';
import { MemberAreaNav } from '~/features/member-area/components/member-area-nav';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { needAuth: true };

/** The account area (SPEC §2): its sections beside the current one. */
export default function MemberAreaLayout() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <aside className="md:sticky md:top-24 md:self-start">
        <MemberAreaNav />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
