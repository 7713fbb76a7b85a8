import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '~/components/ui/button';
import QueryProvider from '~/lib/query-provider';
import { showToast } from '~/lib/toast';
import { usePlanMemberState } from '../api/get-plan-member-state';
import { useJoinPlan } from '../api/join-plan';

interface MemberPlanPanelProps {
  planId: number;
  /** The visitor pressed Join, then logged in: join as soon as this mounts. */
  joinOnMount: boolean;
  onJoined: (participationCount: number) => void;
}

function MemberPlan({ planId, joinOnMount, onJoined }: MemberPlanPanelProps) {
  const { t } = useTranslation();
  const state = usePlanMemberState(planId, true);
  const join = useJoinPlan(planId);
  const joinedOnMount = useRef(false);
  const { mutate } = join;
  const joinNow = useCallback(
    () =>
      mutate(undefined, {
        onSuccess: (answer) => {
          onJoined(answer.participationCount);
          showToast(t('content:plan.joined_toast'));
        },
      }),
    [mutate, onJoined, t],
  );

  useEffect(() => {
    if (!joinOnMount || joinedOnMount.current) return;
    joinedOnMount.current = true;
    joinNow();
  }, [joinOnMount, joinNow]);

  if (state.isError) {
    return (
      <div className="flex flex-col items-start gap-2" role="alert">
        <p className="text-sm text-ink-600">{t('content:plan.state_error')}</p>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {t('content:retry')}
        </Button>
      </div>
    );
  }

  if (state.data?.participating === 1) {
    const today = state.data.today;
    return (
      <div className="flex flex-col gap-3" data-testid="plan-participating">
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800">
          <span aria-hidden="true">✓</span>
          {t('content:plan.participating')}
        </p>
        <div className="rounded-2xl bg-white p-4 ring-1 ring-ink-100">
          <h2 className="text-sm font-semibold text-ink-600">{t('content:plan.today')}</h2>
          {today === null ? (
            <p className="mt-1 text-ink-700">{t('content:plan.today_over')}</p>
          ) : today.course === null ? (
            <p className="mt-1 text-ink-700">{t('content:plan.today_rest')}</p>
          ) : (
            <>
              <p className="mt-1 font-semibold text-ink-900">{today.course.courseName}</p>
              <Link
                to={`/course/${today.course.id}`}
                className={buttonClassName('primary', 'mt-3')}
                data-testid="today-course"
              >
                {t('content:plan.start_today')}
              </Link>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <Button onClick={joinNow} disabled={join.isPending || state.isPending} className="w-full sm:w-auto">
      {join.isPending ? t('content:plan.joining') : t('content:plan.join')}
    </Button>
  );
}

/** The member's side of the plan page, with the query client it needs (lib/query-provider.tsx). */
export default function MemberPlanPanel(props: MemberPlanPanelProps) {
  return (
    <QueryProvider>
      <MemberPlan {...props} />
    </QueryProvider>
  );
}
