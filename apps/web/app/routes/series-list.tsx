import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeading } from '~/features/content/components/page-heading';
import { SeriesCard } from '~/features/content/components/series-card';
import { requireLoadContext } from '~/lib/load-context';
import type { RouteHandle } from '~/lib/route-handle';
import type { Route } from './+types/series-list';

export const handle: RouteHandle = { title: 'titles:series_list' };

export async function loader({ context }: Route.LoaderArgs) {
  const { services, locale } = requireLoadContext(context);
  return { series: await services.content.seriesList(locale) };
}

export default function SeriesListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <PageHeading title={t('content:series_list.heading')} intro={t('content:series_list.intro')} />
      {loaderData.series.length === 0 ? (
        <EmptyState text={t('content:series_list.empty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.series.map((series, index) => (
            <li key={series.id}>
              <SeriesCard series={series} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
