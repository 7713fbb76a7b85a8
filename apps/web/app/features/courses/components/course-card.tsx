import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import type { CourseCard as CourseCardData } from '@wellfit/contracts/courses';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { difficultyLabelKey, durationMinutes } from '../course-format';

const COVER_SIZES = '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 92vw';

export function CourseCard({ course, priority = false }: { course: CourseCardData; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppLink
      to={`/course/${course.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="relative block bg-ink-100">
        {course.coverUrl && (
          <ResponsiveImage
            src={course.coverUrl}
            alt=""
            width={640}
            height={360}
            sizes={COVER_SIZES}
            priority={priority}
            className="aspect-video w-full object-cover"
          />
        )}
        {course.courseVip !== 0 && (
          <span className="absolute top-2 left-2 rounded-md bg-accent-500 px-2 py-0.5 text-xs font-bold text-white">
            {t('courses:vip')}
          </span>
        )}
        {course.label && (
          <span className="absolute top-2 right-2 rounded-md bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {course.label}
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 font-semibold text-ink-900 group-hover:text-brand-700">{course.courseName}</span>
        {course.coachName && <span className="line-clamp-1 text-xs text-ink-500">{course.coachName}</span>}
        <span className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs text-ink-600">
          <span>
            {course.difficultyLevelStr} {t(`common:${difficultyLabelKey(course.difficultyLevel)}`)}
          </span>
          <span>{t('courses:minutes', { count: durationMinutes(course.duration) })}</span>
          <span>{t('courses:kcal', { count: course.calorie })}</span>
        </span>
      </span>
    </AppLink>
  );
}
