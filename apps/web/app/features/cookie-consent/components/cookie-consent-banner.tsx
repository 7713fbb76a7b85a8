import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { storage } from '~/lib/storage';
import { useHydrated } from '~/lib/use-hydrated';
import { saveCookieConsent } from '../cookie-consent';

/** SPEC §2 cookie-consent overlay, rendered by CookieConsent until the visitor answers. */
export function CookieConsentBanner() {
  const { t } = useTranslation();
  // The server renders the banner: its buttons wait for the page's JavaScript, so that a click
  // before it has arrived is not silently lost.
  const hydrated = useHydrated();
  const answer = (status: boolean) => saveCookieConsent(storage, status, Date.now(), () => crypto.randomUUID());

  // A phone gets a slim bar above the bottom navigation (issue 34: the full text took 30% of the
  // first screen): one short sentence and the buttons; the heading stays for screen readers.
  return (
    <section
      aria-labelledby="cookie-consent-title"
      className="fixed inset-x-0 bottom-[calc(3.5rem+var(--phone-action-bar-room)+env(safe-area-inset-bottom))] z-30 border-t border-ink-200 bg-white/95 px-4 py-2 shadow-[0_-8px_24px_rgba(15,23,42,0.08)] backdrop-blur md:bottom-0 md:py-4"
      data-testid="cookie-consent"
      data-cookie-consent-banner=""
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 md:flex-row md:items-center md:gap-4">
        <div className="flex-1">
          <h2 id="cookie-consent-title" className="font-semibold text-ink-900 max-md:sr-only">
            {t('common:cookie_consent.title')}
          </h2>
          <p className="text-xs leading-snug text-ink-600 md:mt-1 md:text-sm">
            <span className="md:hidden">{t('common:cookie_consent.short_body')}</span>
            <span className="max-md:hidden">{t('common:cookie_consent.body')}</span>{' '}
            <Link to="/cookie-declaration" className="font-medium text-brand-700 underline underline-offset-2">
              {t('common:cookie_consent.learn_more')}
            </Link>
          </p>
        </div>
        <div className="flex gap-3">
          <Button variant="secondary" className="max-md:flex-1" disabled={!hydrated} onClick={() => answer(false)}>
            {t('common:cookie_consent.decline')}
          </Button>
          <Button className="max-md:flex-1" disabled={!hydrated} onClick={() => answer(true)}>
            {t('common:cookie_consent.accept')}
          </Button>
        </div>
      </div>
    </section>
  );
}
