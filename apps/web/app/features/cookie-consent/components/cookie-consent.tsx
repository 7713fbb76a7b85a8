import { lazy, Suspense, useSyncExternalStore } from 'react';
import { storage } from '~/lib/storage';
import { readCookieConsent, subscribeCookieConsent } from '../cookie-consent';

// Most visits come from visitors who answered long ago: the banner's code loads only for those
// who have not, after hydration, and stays out of every page's first JavaScript.
const CookieConsentBanner = lazy(() =>
  import('./cookie-consent-banner').then((module) => ({ default: module.CookieConsentBanner })),
);

const hasAnswered = () => readCookieConsent(storage) !== null;
// The server cannot see local storage: it renders no banner, and neither does hydration.
const answeredOnServer = () => true;

/** SPEC §2 cookie-consent overlay: shown after hydration until answered, never again afterwards. */
export function CookieConsent({ hidden }: { hidden: boolean }) {
  const answered = useSyncExternalStore(subscribeCookieConsent, hasAnswered, answeredOnServer);
  if (hidden || answered) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
