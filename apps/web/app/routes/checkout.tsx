import { useTranslation } from 'react-i18next';
import { AddressBook } from '~/features/addresses/components/address-book';
import QueryProvider from '~/lib/query-provider';
import { usePageTitle } from '~/lib/use-page-title';
import type { RouteHandle } from '~/lib/route-handle';

export { memberPageLoader as clientLoader } from '~/features/auth/member-page-loader';
export { PageLoading as HydrateFallback } from '~/components/ui/page-loading';

export const handle: RouteHandle = { needAuth: true, title: 'titles:checkout' };

/**
 * /checkout (SPEC §2, login required). The recipient comes from the member's address book; the
 * items, invoice and payment steps arrive with the rest of issue 12.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <QueryProvider>
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold text-ink-900">{title}</h1>
        <section aria-labelledby="checkout-recipient" className="flex flex-col gap-4">
          <h2 id="checkout-recipient" className="text-xl font-bold text-ink-900">
            {t('address:heading')}
          </h2>
          <AddressBook />
        </section>
        <p className="rounded-2xl bg-ink-50 p-4 text-ink-700">{t('common:coming_soon.body')}</p>
      </div>
    </QueryProvider>
  );
}
