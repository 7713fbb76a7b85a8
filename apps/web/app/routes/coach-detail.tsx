import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { idParams } from '@wellfit/contracts/content';
import { COACH_PORTRAIT_WIDTH } from '@wellfit/contracts/images';
import { useRecordView } from '~/features/collections/hooks/use-record-view';
import { CoverPicture } from '~/features/content/components/card-frame';
import { CoachCountryName } from '~/features/content/components/coach-card';
import { CoachFollowButton } from '~/features/content/components/coach-follow-button';
import { ContentCourseCard } from '~/features/content/components/content-course-card';
import { EmptyState } from '~/features/content/components/page-heading';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import { ownNameTitle, type RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/coach-detail';

// The coach's own name is the page title; a missing coach is the not-found page.
export const handle: RouteHandle = {
  title: ownNameTitle<Route.ComponentProps['loaderData']>((data) => data?.coach?.name),
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const id = idParams.safeParse(params);
  const coach = id.success ? await services.content.coachDetail(locale, id.data.id) : undefined;
  if (!coach) return data({ coach: null }, { status: 404 });
  return { coach };
}

export default function CoachDetailPage({ loaderData }: Route.ComponentProps) {
  const { coach } = loaderData;
  if (!coach) return <LazyNotFoundScreen />;
  return <CoachDetail key={coach.id} coach={coach} />;
}

function CoachDetail({ coach }: { coach: NonNullable<Route.ComponentProps['loaderData']['coach']> }) {
  const { t } = useTranslation();
  useRecordView('coach', coach.id);
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-testid="coach-detail">
      <header className="flex flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center ring-1 ring-ink-100 sm:flex-row sm:items-start sm:text-left">
        <CoverPicture
          src={coach.avatar}
          width={COACH_PORTRAIT_WIDTH}
          height={COACH_PORTRAIT_WIDTH}
          sizes="128px"
          priority
          className="size-32 shrink-0 rounded-full"
        />
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{coach.name}</h1>
          <p className="font-medium text-brand-700">{coach.profession}</p>
          <p className="flex flex-wrap justify-center gap-x-4 text-sm text-ink-600 sm:justify-start">
            <span>
              <CoachCountryName code={coach.country} />
            </span>
            <span>{t('content:coach.lessons', { count: coach.lessonCount })}</span>
          </p>
          <p className="max-w-2xl text-ink-700">{coach.intro}</p>
          <div className="mt-2 flex justify-center sm:justify-start">
            <CoachFollowButton coachId={coach.id} coachName={coach.name} publicFollowerCount={coach.followerCount} />
          </div>
        </div>
      </header>
      <section className="mt-10" aria-labelledby="coach-courses">
        <h2 id="coach-courses" className="mb-4 text-xl font-bold text-ink-900">
          {t('content:coach.courses_heading')}
        </h2>
        {coach.lessons.length === 0 ? (
          <EmptyState text={t('content:coach.no_courses')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {coach.lessons.map((course) => (
              <li key={course.id}>
                <ContentCourseCard course={course} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
