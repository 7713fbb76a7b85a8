import { APP_READY_RETRY_MS } from '@wellfit/contracts/constants';
import { getSession } from '~/lib/session-store';

/**
 * Resolves once app start has finished (SPEC §4: routes render only after it; readiness is
 * re-checked every APP_READY_RETRY_MS). Member pages' client loaders await it so their calls
 * carry the refreshed token.
 */
export function waitForAppReady(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (getSession().ready) resolve();
      else setTimeout(check, APP_READY_RETRY_MS);
    };
    check();
  });
}
