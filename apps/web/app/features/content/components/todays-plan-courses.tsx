import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { PageLoading } from '~/components/ui/page-loading';
import { requestLogin } from '~/lib/request-login';
import { useSession } from '~/lib/session-store';

// Visitors never download the query code.
const MemberTodaysPlans = lazy(() => import('./member-todays-plans'));

/** Today's course in the member's plans (after hydration); a visitor is asked to log in. */
export function TodaysPlanCourses() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.ready) return <PageLoading />;
  if (session.token === null) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-ink-100">
        <p className="text-ink-700">{t('content:daily_workout.login_prompt')}</p>
        <Button onClick={() => void requestLogin()}>{t('content:daily_workout.log_in')}</Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <MemberTodaysPlans />
    </Suspense>
  );
}
