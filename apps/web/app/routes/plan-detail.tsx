import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { idParams } from '@wellfit/contracts/content';
import { formatNumber } from '@wellfit/contracts/number-format';
import { FavouriteButton } from '~/features/collections/components/favourite-button';
import { useRecordView } from '~/features/collections/hooks/use-record-view';
import { DifficultyBadge, VipBadge } from '~/features/content/components/difficulty-badge';
import { PlanJoinPanel } from '~/features/content/components/plan-join-panel';
import { PlanSchedule } from '~/features/content/components/plan-schedule';
import { RichHtml } from '~/components/ui/rich-html';
import { DetailHero, DetailTitle } from '~/features/content/components/detail-hero';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import { ownNameTitle, type RouteHandle } from '~/lib/route-handle';
import { useLocale } from '~/lib/use-locale';
import type { Route } from './+types/plan-detail';

// The plan's own name is the page title; a missing plan is the not-found page.
export const handle: RouteHandle = {
  title: ownNameTitle<Route.ComponentProps['loaderData']>((data) => data?.plan?.planName),
  // meta() below describes the plan in place of the layout's tagline.
  ownDescription: true,
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const id = idParams.safeParse(params);
  const plan = id.success ? await services.content.planDetail(locale, id.data.id) : undefined;
  if (!plan) return data({ plan: null }, { status: 404 });
  return { plan };
}

/** Choosing another week of the schedule (`?week=N`) shows data the page already has. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const withoutWeek = (url: URL) => {
    const search = new URLSearchParams(url.search);
    search.delete('week');
    return `${url.pathname}?${search.toString()}`;
  };
  return withoutWeek(currentUrl) === withoutWeek(nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const plan = loaderData?.plan;
  return plan ? [{ name: 'description', content: plan.planDesc.slice(0, 160) }] : [];
}

export default function PlanDetailPage({ loaderData }: Route.ComponentProps) {
  const { plan } = loaderData;
  if (!plan) return <LazyNotFoundScreen />;
  return <PlanDetail key={plan.id} plan={plan} />;
}

function PlanDetail({ plan }: { plan: NonNullable<Route.ComponentProps['loaderData']['plan']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [participationCount, setParticipationCount] = useState(plan.participationCount);
  useRecordView('plan', plan.id);
  const facts: Array<{ label: string; value: string; testId?: string }> = [
    { label: t('content:plan.total_days'), value: t('content:days', { count: plan.totalDays }) },
    { label: t('content:plan.calorie_total'), value: t('content:kcal', { count: plan.calorieCount }) },
    {
      label: t('content:plan.participation'),
      value: formatNumber(participationCount, locale),
      testId: 'participation-count',
    },
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-testid="plan-detail">
      <DetailHero coverUrl={plan.planImage}>
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge level={plan.difficultyLevel} levelStr={plan.difficultyLevelStr} />
          {plan.vip !== 0 && <VipBadge />}
        </div>
        <DetailTitle
          title={plan.planName}
          action={<FavouriteButton targetType="plan" targetId={plan.id} className="shrink-0" />}
        />
        <p className="text-ink-700">{plan.planDesc}</p>
        <dl className="grid grid-cols-3 gap-2 rounded-2xl bg-white p-4 text-center ring-1 ring-ink-100">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs text-ink-500">{fact.label}</dt>
              <dd className="mt-1 font-semibold text-ink-900" data-testid={fact.testId}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <PlanJoinPanel planId={plan.id} onJoined={setParticipationCount} />
      </DetailHero>
      {(plan.pcHtml || plan.mobileHtml) && (
        <section className="mt-10" aria-labelledby="plan-about">
          <h2 id="plan-about" className="mb-4 text-xl font-bold text-ink-900">
            {t('content:plan.about')}
          </h2>
          <RichHtml html={plan.pcHtml} className="hidden sm:block" />
          <RichHtml html={plan.mobileHtml || plan.pcHtml} className="sm:hidden" />
        </section>
      )}
      <section className="mt-10" aria-labelledby="plan-schedule">
        <h2 id="plan-schedule" className="mb-4 text-xl font-bold text-ink-900">
          {t('content:plan.schedule')}
        </h2>
        <PlanSchedule weeks={plan.plancoursesWeeks} />
      </section>
    </article>
  );
}
