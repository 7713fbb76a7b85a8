import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import QueryProvider from '~/lib/query-provider';
import { usePlansToday } from '../api/get-plans-today';
import { ContentCourseCard } from './content-course-card';

function PlansToday() {
  const { t } = useTranslation();
  const today = usePlansToday(true);

  if (today.isPending) return <PageLoading />;
  if (today.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-ink-600">{t('content:load_error')}</p>
        <Button variant="secondary" onClick={() => void today.refetch()}>
          {t('content:retry')}
        </Button>
      </div>
    );
  }
  if (today.data.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-ink-100">
        <p className="text-ink-700">{t('content:daily_workout.no_plans')}</p>
        <Link to="/plan-setup" className={buttonClassName('primary')}>
          {t('content:daily_workout.browse_plans')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="plans-today">
      {today.data.map((plan) => (
        <li key={plan.planId} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-ink-700">
            <Link to={`/plan/${plan.planId}`} className="hover:underline">
              {plan.planName}
            </Link>
          </h3>
          {plan.today?.course ? (
            <ContentCourseCard
              course={plan.today.course}
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            />
          ) : (
            <p className="rounded-2xl bg-white p-4 text-ink-600 ring-1 ring-ink-100">
              {plan.today ? t('content:daily_workout.rest_day') : t('content:daily_workout.finished')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /daily-workout for a member: today's course in each plan they joined, with its query client. */
export default function MemberTodaysPlans() {
  return (
    <QueryProvider>
      <PlansToday />
    </QueryProvider>
  );
}
