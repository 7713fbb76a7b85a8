import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { MemberGate } from '~/features/auth/components/member-gate';
import { routeFlags } from '~/lib/route-handle';

/** Public pages render at once; needAuth and checkAuth pages go through the member gate (SPEC §2, §4). */
export function RouteGate({ children }: { children: ReactNode }) {
  const flags = routeFlags(useMatches());
  if (!flags.needAuth && !flags.checkAuth) return children;
  return <MemberGate needAuth={flags.needAuth}>{children}</MemberGate>;
}
