import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseDetail } from '@wellfit/contracts/courses';
import { COACH_PORTRAIT_WIDTH } from '@wellfit/contracts/images';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { difficultyLabelKey, durationMinutes } from '../course-format';

/** The public part of /course/{id}: what is the same for every visitor (server-rendered, cacheable). */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const facts = [
    {
      label: t('courses:detail.difficulty'),
      value: `${course.difficultyLevelStr} ${t(`common:${difficultyLabelKey(course.difficultyLevel)}`)}`,
    },
    { label: t('courses:detail.duration'), value: t('courses:minutes', { count: durationMinutes(course.duration) }) },
    { label: t('courses:detail.calories'), value: t('courses:kcal', { count: course.calorie }) },
    { label: t('courses:detail.distance'), value: t('courses:km', { value: course.distance }) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="course-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl bg-white p-3 ring-1 ring-ink-100">
          <dt className="text-xs text-ink-500">{fact.label}</dt>
          <dd className="mt-1 font-semibold text-ink-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CourseAbout({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const coach = course.courseCoachInfo;
  return (
    <div className="flex flex-col gap-6">
      {course.intro && (
        <section>
          <h2 className="text-lg font-bold text-ink-900">{t('courses:detail.intro')}</h2>
          <p className="mt-2 whitespace-pre-line text-ink-700">{course.intro}</p>
          {course.frequency && <p className="mt-2 text-sm text-ink-500">{course.frequency}</p>}
        </section>
      )}
      <section>
        <h2 className="text-lg font-bold text-ink-900">{t('courses:detail.equipment')}</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {course.courseApparatusNameList.length === 0 ? (
            <li className="text-sm text-ink-600">{t('courses:detail.no_equipment')}</li>
          ) : (
            course.courseApparatusNameList.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                {name}
              </li>
            ))
          )}
        </ul>
        {course.courseAssistiveList.length > 0 && (
          <>
            <h3 className="mt-3 text-sm font-semibold text-ink-700">{t('courses:detail.auxiliary')}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {course.courseAssistiveList.map((name) => (
                <li key={name} className="rounded-full bg-ink-50 px-3 py-1 text-sm text-ink-700">
                  {name}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      {coach && (
        <section>
          <h2 className="text-lg font-bold text-ink-900">{t('courses:detail.coach')}</h2>
          <Link
            to={`/coach/${coach.id}`}
            className="mt-2 flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink-100 hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {coach.avatarUrl && (
              <ResponsiveImage
                src={coach.avatarUrl}
                alt=""
                width={COACH_PORTRAIT_WIDTH}
                height={COACH_PORTRAIT_WIDTH}
                sizes="48px"
                largest={160}
                className="h-12 w-12 rounded-full object-cover"
              />
            )}
            <span className="flex flex-col">
              <span className="font-semibold text-ink-900">{coach.coachName}</span>
              {coach.profession && <span className="text-sm text-ink-500">{coach.profession}</span>}
            </span>
          </Link>
        </section>
      )}
      {course.courseTagList.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('courses:detail.tags')}>
          {course.courseTagList.map((tag) => (
            <li key={tag.id}>
              <Link
                to={tag.tagType === 'equipment' ? `/course-list?equipment=${tag.id}` : `/course-list?tagId=${tag.id}`}
                className="rounded-full bg-ink-50 px-3 py-1 text-xs text-ink-600 hover:text-brand-700"
              >
                #{tag.tagName}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
