import { STORAGE_KEYS } from '@wellfit/contracts/constants';
import type { Locale } from '@wellfit/contracts/locale';
import { clearSession } from '~/features/auth/clear-session';
import { handleSessionExpired } from '~/features/auth/session-expired';
import { updateSession } from '~/lib/session-store';
import { readToken } from '~/lib/token';
import { configureApiClient } from '~/lib/api-client-reactions';
import { storage } from '~/lib/storage';

let started: Promise<void> | null = null;

/** Restores the member's session, then loads the cart count for the badge. */
async function startMemberSession(): Promise<void> {
  const { restoreSession } = await import('~/features/auth/restore-session');
  if (!(await restoreSession())) return;
  const [{ getQueryClient }, { cartCountQueryOptions }] = await Promise.all([
    import('~/lib/query-client'),
    import('~/features/cart/api/get-cart-count'),
  ]);
  await getQueryClient().prefetchQuery(cartCountQueryOptions());
}

/**
 * App start (SPEC §4), once per tab, in the browser after hydration: refresh the token when due,
 * load the current user, then the cart count. Without a token the current-user request would be
 * Unauthorized, which logs out: that is done at once, without loading the member code (the home
 * page's JavaScript budget). Member routes wait for `ready`; public pages never do. Failures
 * still end in `ready`, so no page waits forever.
 */
export function startApp(locale: Locale): Promise<void> {
  started ??= (async () => {
    configureApiClient({ onSessionExpired: handleSessionExpired });
    storage.set(STORAGE_KEYS.locale, locale);
    try {
      if (readToken()) await startMemberSession();
      else clearSession();
    } finally {
      updateSession({ ready: true });
      // Lets monitoring and the browser tests see that app start has finished.
      document.documentElement.dataset.appReady = 'true';
    }
  })();
  return started;
}
