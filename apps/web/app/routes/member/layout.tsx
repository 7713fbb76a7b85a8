import { Outlet } from 'react-router';
import { MemberAreaNav } from '~/features/member-area/components/member-area-nav';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { needAuth: true };

/**
 * The account area (SPEC §2): its sections beside the current one. On a phone the one column is
 * held to the screen (`minmax(0,1fr)`): an auto column grew to the section strip's full width
 * (802 px at 390) and took every page with it (issue 34).
 */
export default function MemberAreaLayout() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 md:grid-cols-[14rem_minmax(0,1fr)] md:py-8">
      <aside className="-mx-4 md:sticky md:top-24 md:mx-0 md:self-start">
        <MemberAreaNav />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
