import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { PLAN_LIST_TABS, planListQuery, type PlanListTab } from '@wellfit/contracts/content';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { Pager } from '~/features/content/components/pager';
import { EmptyState, PageHeading } from '~/features/content/components/page-heading';
import { PlanCard } from '~/features/content/components/plan-card';
import { TabLinks } from '~/features/content/components/tab-links';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/plan-list';

export const handle: RouteHandle = { title: 'titles:plan_list' };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const query = planListQuery.safeParse({
    tab: params.tab,
    pageIndex: new URL(request.url).searchParams.get('page') ?? undefined,
  });
  if (!query.success) return data({ tab: null, plans: null }, { status: 404 });
  return { tab: query.data.tab, plans: await services.content.planList(locale, query.data) };
}

export default function PlanListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { tab, plans } = loaderData;
  if (!tab || !plans) return <LazyNotFoundScreen />;
  const tabs = PLAN_LIST_TABS.map((value: PlanListTab) => ({
    to: `/plan-list/${value}`,
    label: t(`content:plan_list.tab.${value}`),
  }));
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t('content:plan_list.heading')} intro={t('content:plan_list.intro')}>
        <Link
          to="/plan-setup"
          className="self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('content:plan_list.setup_cta')}
        </Link>
      </PageHeading>
      <TabLinks label={t('content:plan_list.tabs_label')} tabs={tabs} />
      <p className="mt-4 mb-3 text-sm text-ink-500" aria-live="polite">
        {t('content:plan_list.total', { count: plans.total })}
      </p>
      {plans.list.length === 0 ? (
        <EmptyState text={t('content:plan_list.empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {plans.list.map((plan, index) => (
            <li key={plan.id}>
              <PlanCard plan={plan} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pager pageIndex={plans.pageIndex} pageSize={plans.pageSize} total={plans.total} />
    </section>
  );
}
