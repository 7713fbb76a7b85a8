import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ScrollToTopButton } from '~/components/ui/scroll-to-top-button';
import { Toaster } from '~/components/ui/toaster';
import { CookieConsent } from '~/features/cookie-consent/components/cookie-consent';
import { routeFlags } from '~/lib/route-handle';
import { useLocale } from '~/lib/use-locale';
import { startApp } from '../app-start';
import { DocumentTitle } from './document-title';
import { MobileBottomNav } from './mobile-bottom-nav';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main, footer and the page-wide pieces: the one toast, scroll-to-top, cookie consent. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const flags = routeFlags(useMatches());

  useEffect(() => {
    void startApp(locale);
  }, [locale]);

  return (
    // On a phone the bottom navigation bar (3.5 rem and the safe area) and a page's action bar above
    // it (app.css) must not cover the footer.
    <div className="flex min-h-dvh flex-col pb-[calc(3.5rem+var(--phone-action-bar-room)+env(safe-area-inset-bottom))] md:pb-0">
      <DocumentTitle />
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common:skip_to_content')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
      <ScrollToTopButton />
      <MobileBottomNav />
      <CookieConsent hidden={flags.hideCookieBanner} />
    </div>
  );
}
