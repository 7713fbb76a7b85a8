import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeading } from '~/features/content/components/page-heading';
import { PlanCard } from '~/features/content/components/plan-card';
import { TodaysPlanCourses } from '~/features/content/components/todays-plan-courses';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/daily-workout';

export const handle: RouteHandle = { title: 'titles:daily_workout' };

/** Quick picks: the beginner plans, most joined first in the shop's own order (docs/decisions/daily-workout.md). */
const PICKS = { tab: 'beginner', pageIndex: 1, pageSize: 6 } as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return { picks: await services.content.planList(locale, PICKS) };
}

export default function DailyWorkoutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t('content:daily_workout.heading')} intro={t('content:daily_workout.intro')} />
      <section aria-labelledby="daily-my-plans" className="mb-10">
        <h2 id="daily-my-plans" className="mb-4 text-xl font-bold text-ink-900">
          {t('content:daily_workout.my_plans')}
        </h2>
        <TodaysPlanCourses />
      </section>
      <section aria-labelledby="daily-picks">
        <h2 id="daily-picks" className="mb-4 text-xl font-bold text-ink-900">
          {t('content:daily_workout.picks')}
        </h2>
        {loaderData.picks.list.length === 0 ? (
          <EmptyState text={t('content:plan_list.empty')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.picks.list.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
