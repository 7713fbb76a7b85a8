import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import { LOCALE_TAGS } from '@wellfit/contracts/locale';
import { BrandMark } from '~/components/ui/brand-mark';
import { buttonClassName } from '~/components/ui/button';
import { AppShell } from '~/layout/app-shell';
import { RouteGate } from '~/layout/route-gate';
import { CookieConsentAnsweredScript } from '~/features/cookie-consent/components/cookie-consent';
import { ZodJitlessScript } from '~/lib/csp-nonce';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import { documentTitle, hasOwnDescription } from '~/lib/route-handle';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { useLocale } from '~/lib/use-locale';

// Error screens load only when an error page is shown, not with every page.
const MaintenanceScreen = lazy(() =>
  import('~/features/errors/components/maintenance-screen').then((module) => ({ default: module.MaintenanceScreen })),
);

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The visitor's locale for the whole page; while maintenance is on, every page is the maintenance screen. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, maintenance } = requireLoadContext(context);
  if (maintenance) throw data({ locale }, { status: 503 });
  return { locale };
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ownDescription = hasOwnDescription(useMatches());
  return (
    // suppressHydrationWarning: CookieConsentAnsweredScript may mark <html> before hydration.
    <html lang={LOCALE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ZodJitlessScript />
        <CookieConsentAnsweredScript />
        {/*
          With a precedence React writes the stylesheet right after the LCP image's preload and
          before the scripts' modulepreloads: first paint waits for this file, and behind a dozen
          modulepreloads on six HTTP/1.1 connections it arrived last (docs/decisions/stylesheet-before-modulepreloads.md).
        */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#0f766e" />
        {!ownDescription && <meta name="description" content={t('common:tagline')} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <RouteGate>
        <Outlet />
      </RouteGate>
    </AppShell>
  );
}

/** Pages outside the app shell: maintenance (503), a not-found thrown by a loader, and unexpected errors. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <>
        <title>{documentTitle(t('titles:under_maintenance'))}</title>
        <Suspense fallback={null}>
          <MaintenanceScreen />
        </Suspense>
      </>
    );
  }

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{documentTitle(t('titles:not_found'))}</title>
        <main className="flex min-h-dvh flex-col items-center justify-center">
          <LazyNotFoundScreen />
        </main>
      </>
    );
  }

  if (import.meta.env.DEV) console.error(error);
  return (
    <>
      <title>{documentTitle(t('titles:error'))}</title>
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
        <BrandMark className="h-10" />
        <h1 className="mt-8 text-2xl font-bold text-ink-900">{t('common:error.heading')}</h1>
        <p className="mt-3 text-ink-600">{t('common:error.body')}</p>
        {/* A plain link: a full load is what recovers a page whose render failed. */}
        <a href={location.pathname + location.search} className={buttonClassName('primary', 'mt-8')}>
          {t('common:error.reload')}
        </a>
      </main>
    </>
  );
}
