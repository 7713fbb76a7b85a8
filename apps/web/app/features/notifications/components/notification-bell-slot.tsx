import { lazy, Suspense } from 'react';

// Members only (SPEC §6): visitors never download the bell, its queries or its stream.
const NotificationBell = lazy(() => import('./notification-bell'));

const PLACEHOLDER = <span className="inline-block size-11" aria-hidden="true" />;

/** The header's place for the notification bell; empty unless the session has a non-empty user. */
export function NotificationBellSlot({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    <Suspense fallback={PLACEHOLDER}>
      <NotificationBell />
    </Suspense>
  );
}
