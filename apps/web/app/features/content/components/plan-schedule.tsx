import { useTranslation } from 'react-i18next';
import type { PlanWeek } from '@wellfit/contracts/content';
import { ContentCourseCard } from './content-course-card';

/**
 * plancoursesWeeks as collapsible weeks (native details: keyboard and screen readers work
 * without script); the first week starts open.
 */
export function PlanSchedule({ weeks }: { weeks: readonly PlanWeek[] }) {
  const { t } = useTranslation();
  if (weeks.length === 0) return <p className="text-ink-600">{t('content:plan.no_courses')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="plan-schedule">
      {weeks.map((week, index) => (
        <details
          key={week.weekNumber}
          open={index === 0}
          className="group rounded-2xl bg-white ring-1 ring-ink-100 open:shadow-sm"
        >
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-2xl px-4 font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
            {week.weekName}
            <span aria-hidden="true" className="text-ink-400 transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <ol className="flex flex-col gap-4 px-4 pb-4">
            {week.days.map((day) => (
              <li key={day.dayNumber}>
                <h3 className="mb-2 text-sm font-semibold text-ink-600">{day.dayWeekName}</h3>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {day.courses.map((course) => (
                    <li key={course.id}>
                      <ContentCourseCard
                        course={course}
                        sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}
