import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { RichHtml } from '~/components/ui/rich-html';
import { FavouriteButton } from '~/features/collections/components/favourite-button';
import { useRecordView } from '~/features/collections/hooks/use-record-view';
import { CourseAbout, CourseFacts } from '~/features/courses/components/course-detail-view';
import { CoursePlayer } from '~/features/courses/components/course-player';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import { ownNameTitle, type RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/course-detail';

export const handle: RouteHandle = {
  checkAuth: true,
  // The course's own name is the page title; a missing course is the not-found page.
  title: ownNameTitle<Route.ComponentProps['loaderData']>((data) => data?.course?.courseName),
};

/** SPEC §2 /course/{id}: the public course, server-rendered; a missing or unpublished one is not found. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const id = Number(params.id);
  const course = Number.isSafeInteger(id) && id > 0 ? await services.courses.courseDetail(locale, id) : null;
  if (!course) return data({ course: null }, { status: 404 });
  return data({ course });
}

export default function CourseDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { course } = loaderData;
  useRecordView('course', course?.id ?? 0);
  if (!course) return <LazyNotFoundScreen />;
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <div className="flex items-start justify-between gap-3">
        <div>
          {course.courseVip !== 0 && (
            <span className="rounded-md bg-accent-500 px-2 py-0.5 text-xs font-bold text-white">
              {t('courses:vip')}
            </span>
          )}
          <h1 className="mt-1 text-2xl font-bold text-ink-900 sm:text-3xl">{course.courseName}</h1>
          {course.courseCoachInfo && <p className="mt-1 text-ink-600">{course.courseCoachInfo.coachName}</p>}
        </div>
        <FavouriteButton targetType="course" targetId={course.id} />
      </div>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-5">
          <CoursePlayer
            courseId={course.id}
            videos={course.courseVideos}
            poster={course.videoCoverUrl ?? course.coverUrl}
          />
          {/* The editor's text, once for every width (its HTML is fluid); what it says beyond the facts beside it. */}
          {(course.pcHtml || course.mobileHtml) && (
            <section aria-label={t('courses:detail.details')} data-testid="course-rich-text">
              <RichHtml html={course.pcHtml || course.mobileHtml || ''} className="[&>h2:first-child]:mt-0" />
            </section>
          )}
        </div>
        <div className="flex flex-col gap-5">
          <CourseFacts course={course} />
          <CourseAbout course={course} />
        </div>
      </div>
    </article>
  );
}
