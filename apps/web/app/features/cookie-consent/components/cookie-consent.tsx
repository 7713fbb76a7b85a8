import { STORAGE_KEYS, STORAGE_PREFIX, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@wellfit/contracts/constants';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { InlineScript } from '~/lib/csp-nonce';
import { storage } from '~/lib/storage';
import { readCookieConsent, subscribeCookieConsent } from '../cookie-consent';

/*
 * The server cannot see local storage, so it renders the banner for every visitor: a first-time
 * visitor sees it with the page's first paint instead of after hydration, when it used to be
 * the page's largest paint (Lighthouse LCP 3.6 s on /faq). For a visitor who has answered, a
 * script at the top of the page marks <html> before anything paints and the stylesheet hides
 * the banner; after hydration it is gone from the page (docs/decisions/cookie-banner-first-paint.md).
 * Its code still loads as a chunk of its own, after the page's first JavaScript.
 */
const CookieConsentBanner = lazy(() =>
  import('./cookie-consent-banner').then((module) => ({ default: module.CookieConsentBanner })),
);

const hasAnswered = () => readCookieConsent(storage) !== null;
const answeredOnServer = () => false;

/** What the script sets on <html>, and app.css reads: data-cookie-consent="answered". */
const ANSWERED = 'answered';

// The storage wrapper's own rule, cut short: a record under the current storage version. The
// component's effect corrects a wrong guess (a record the wrapper would refuse shows the banner).
const MARK_ANSWERED = `try{var s=localStorage;if(s.getItem(${JSON.stringify(STORAGE_PREFIX + STORAGE_VERSION_KEY)})===${JSON.stringify(String(STORAGE_VERSION))}&&s.getItem(${JSON.stringify(STORAGE_PREFIX + STORAGE_KEYS.cookieConsent)}))document.documentElement.dataset.cookieConsent=${JSON.stringify(ANSWERED)}}catch(e){}`;

/** In <head>: hides the server-rendered banner before the first paint for a visitor who has answered. */
export function CookieConsentAnsweredScript() {
  return <InlineScript code={MARK_ANSWERED} />;
}

/** SPEC §2 cookie-consent overlay: shown until answered, never again afterwards. */
export function CookieConsent({ hidden }: { hidden: boolean }) {
  const answered = useSyncExternalStore(subscribeCookieConsent, hasAnswered, answeredOnServer);
  useEffect(() => {
    if (!answered) delete document.documentElement.dataset.cookieConsent;
  }, [answered]);
  if (hidden || answered) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  );
}
