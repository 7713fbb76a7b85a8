import { useTranslation } from 'react-i18next';
import { PageHeading } from '~/features/content/components/page-heading';
import { PlanSetupWizard } from '~/features/content/components/plan-setup-wizard';
import QueryProvider from '~/lib/query-provider';
import type { RouteHandle } from '~/lib/route-handle';

export const handle: RouteHandle = { title: 'titles:plan_setup' };

export default function PlanSetupPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-8">
      <PageHeading title={t('content:plan_setup.heading')} intro={t('content:plan_setup.intro')} />
      <QueryProvider>
        <PlanSetupWizard />
      </QueryProvider>
    </section>
  );
}
