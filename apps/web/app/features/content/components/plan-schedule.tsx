import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ContentCourseCard as Course, PlanWeek } from '@wellfit/contracts/content';
import { AppLink } from '~/components/ui/app-link';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { difficultyName, minutesOf } from '../content-format';
import { VipBadge } from './difficulty-badge';

/** Course covers are 16:9 at 960 px (seed and uploads); a schedule row shows them 96 px wide. */
const COVER_WIDTH = 960;
const COVER_HEIGHT = 540;

/**
 * plancoursesWeeks one week at a time: the weeks are links (`?week=N`, so the schedule pages
 * without script and each week has an address), the chosen week lists its days. A schedule is
 * read day by day, so each course is one compact row (thumbnail, name, level, minutes, kcal)
 * rather than a browsing card. Rendering every week of a 12-week plan as cards made the page
 * 150 KB of HTML and the slowest page to render on the server.
 */
export function PlanSchedule({ weeks }: { weeks: readonly PlanWeek[] }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // `?week=N` when it names one of the plan's weeks, else the first.
  const asked = Number(search.get('week'));
  const week = weeks.find((candidate) => candidate.weekNumber === asked) ?? weeks[0];
  if (!week) return <p className="text-ink-600">{t('content:plan.no_courses')}</p>;
  return (
    <div className="flex flex-col gap-3" data-testid="plan-schedule">
      {weeks.length > 1 && (
        <nav aria-label={t('content:plan.weeks')} className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            {weeks.map((candidate) => (
              <li key={candidate.weekNumber} className="shrink-0">
                <Link
                  to={`?week=${candidate.weekNumber}`}
                  replace
                  preventScrollReset
                  aria-current={candidate.weekNumber === week.weekNumber ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium whitespace-nowrap text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:ring-brand-700"
                >
                  {candidate.weekName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-label={week.weekName} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
        <ol className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {week.days.map((day) => (
            <li key={day.dayNumber}>
              <h3 className="mb-1 text-sm font-semibold text-ink-600">{day.dayWeekName}</h3>
              <ul className="flex flex-col gap-1">
                {day.courses.map((course) => (
                  <ScheduleCourse key={course.id} course={course} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function ScheduleCourse({ course }: { course: Course }) {
  const { t } = useTranslation();
  const facts = [
    `${course.difficultyLevelStr} ${t(`content:difficulty.${difficultyName(course.difficultyLevel)}`)}`,
    t('content:minutes', { count: minutesOf(course.duration) }),
    t('content:kcal', { count: course.calorie }),
  ];
  return (
    <li data-testid="plan-course">
      <AppLink to={`/course/${course.id}`} className="plan-course">
        {course.coverUrl ? (
          <ResponsiveImage
            src={course.coverUrl}
            alt=""
            width={COVER_WIDTH}
            height={COVER_HEIGHT}
            sizes="96px"
            largest={320}
            className="plan-course-cover"
          />
        ) : (
          <span className="plan-course-cover" />
        )}
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="line-clamp-2 font-semibold text-ink-900">
            {course.courseName}
            {course.courseVip !== 0 && (
              <>
                {' '}
                <VipBadge />
              </>
            )}
          </span>
          <span className="text-xs text-ink-600">{facts.join(' · ')}</span>
        </span>
      </AppLink>
    </li>
  );
}
