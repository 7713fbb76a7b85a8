import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportOpen } from '@wellfit/contracts/support-pages';
import { LoadingLabel } from '~/components/ui/loading-label';
import { SupportHeader } from '~/features/support/components/support-header';
import { useHydrated } from '~/lib/use-hydrated';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/contact-us';

export const handle: RouteHandle = { title: 'titles:contact_us', ownDescription: true };

/** The form, its checks, the file handling and the proof-of-work load only in the browser, after the page. */
const ContactForm = lazy(() => import('~/features/support/components/contact-form'));

/** SPEC §2 /contact-us: the support centre's contact tab; the hours are rendered on the server. */
export function loader() {
  return { openNow: isSupportOpen(new Date()) };
}

function FormLoading() {
  const { t } = useTranslation();
  return (
    <p className="py-10 text-center text-ink-700" role="status">
      <LoadingLabel />
      <span className="sr-only">{t('support:loading_form')}</span>
    </p>
  );
}

export default function ContactUsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <meta name="description" content={t('support:description_contact')} />
      <SupportHeader tab="contact" openNow={loaderData.openNow} />
      {hydrated ? (
        <Suspense fallback={<FormLoading />}>
          <ContactForm />
        </Suspense>
      ) : (
        <FormLoading />
      )}
    </div>
  );
}
