import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCourseCard as Course } from '@wellfit/contracts/content';
import { CardFrame, CardLink, CoverPicture } from './card-frame';
import { minutesOf } from '../content-format';
import { DifficultyBadge, VipBadge } from './difficulty-badge';

/** Course covers are rendered 16:9 at 960 px by the seed and uploads. */
const COVER_WIDTH = 960;
const COVER_HEIGHT = 540;

/** A course inside a plan day, a series or a coach page; the course page belongs to the courses work. */
export function ContentCourseCard({ course, sizes, name }: { course: Course; sizes: string; name?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CardFrame testId="content-course-card" className="overflow-hidden">
      <CoverPicture
        src={course.coverUrl}
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        sizes={sizes}
        className="relative aspect-video"
      >
        {course.courseVip !== 0 && (
          <span className="absolute top-2 left-2">
            <VipBadge />
          </span>
        )}
      </CoverPicture>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="card-title">
          <CardLink to={`/course/${course.id}`}>{name ?? course.courseName}</CardLink>
        </h3>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
          <DifficultyBadge level={course.difficultyLevel} levelStr={course.difficultyLevelStr} />
          <span>
            <span className="sr-only">{t('content:course_card.duration')} </span>
            {t('content:minutes', { count: minutesOf(course.duration) })}
          </span>
          <span>
            <span className="sr-only">{t('content:course_card.calories')} </span>
            {t('content:kcal', { count: course.calorie })}
          </span>
        </p>
      </div>
    </CardFrame>
  );
}
