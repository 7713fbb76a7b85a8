import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { idParams } from '@wellfit/contracts/content';
import { FavouriteButton } from '~/features/collections/components/favourite-button';
import { useRecordView } from '~/features/collections/hooks/use-record-view';
import { ContentCourseCard } from '~/features/content/components/content-course-card';
import { EmptyState } from '~/features/content/components/page-heading';
import { DetailHero, DetailTitle } from '~/features/content/components/detail-hero';
import { LazyNotFoundScreen } from '~/features/errors/components/lazy-not-found-screen';
import { requireLoadContext } from '~/lib/load-context';
import { ownNameTitle, type RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/series-detail';

// The series's own name is the page title; a missing series is the not-found page.
export const handle: RouteHandle = {
  title: ownNameTitle<Route.ComponentProps['loaderData']>((data) => data?.series?.name),
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  const id = idParams.safeParse(params);
  const series = id.success ? await services.content.seriesDetail(locale, id.data.id) : undefined;
  if (!series) return data({ series: null }, { status: 404 });
  return { series };
}

export default function SeriesDetailPage({ loaderData }: Route.ComponentProps) {
  const { series } = loaderData;
  if (!series) return <LazyNotFoundScreen />;
  return <SeriesDetail key={series.id} series={series} />;
}

function SeriesDetail({ series }: { series: NonNullable<Route.ComponentProps['loaderData']['series']> }) {
  const { t } = useTranslation();
  useRecordView('series', series.id);
  return (
    <article className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-testid="series-detail">
      <DetailHero coverUrl={series.coverUrl}>
        <DetailTitle
          title={series.name}
          action={<FavouriteButton targetType="series" targetId={series.id} className="shrink-0" />}
        />
        <p className="text-ink-700">{series.intro}</p>
        <p className="flex gap-4 text-sm text-ink-600">
          <span>{t('content:course_count', { count: series.courseCount })}</span>
          <span>{t('content:participants', { count: series.participantsCount })}</span>
        </p>
      </DetailHero>
      <section className="mt-10" aria-labelledby="series-lessons">
        <h2 id="series-lessons" className="mb-4 text-xl font-bold text-ink-900">
          {t('content:series.lessons')}
        </h2>
        {series.lessons.length === 0 ? (
          <EmptyState text={t('content:series.no_lessons')} />
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {series.lessons.map((course) => (
              <li key={course.id}>
                <ContentCourseCard course={course} sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" />
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
