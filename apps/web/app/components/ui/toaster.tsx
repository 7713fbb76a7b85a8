import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { currentToast, subscribeToast } from '~/lib/toast';

// Most visits never see a toast: its code downloads with the first message.
const ToastView = lazy(() => import('./toast-view'));

/** The one toast (lib/toast.ts), mounted once in the layout. */
export function Toaster() {
  const message = useSyncExternalStore(subscribeToast, currentToast, () => null);
  // Once loaded the view stays mounted, so the next message reuses it.
  const [needed, setNeeded] = useState(false);
  if (message && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastView message={message} />
    </Suspense>
  );
}
