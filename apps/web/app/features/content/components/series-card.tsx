import { useTranslation } from 'react-i18next';
import type { SeriesSummary } from '@wellfit/contracts/content';
import { CardFrame, CardLink, CoverPicture } from './card-frame';

export function SeriesCard({ series, priority = false }: { series: SeriesSummary; priority?: boolean }) {
  const { t } = useTranslation();
  return (
    <CardFrame testId="series-card" className="overflow-hidden">
      <CoverPicture
        src={series.coverUrl}
        width={960}
        height={540}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-video"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-base leading-snug font-semibold text-ink-900">
          <CardLink to={`/series/${series.id}`} prefetch="intent">
            {series.name}
          </CardLink>
        </h2>
        <p className="line-clamp-2 text-sm text-ink-600">{series.intro}</p>
        <p className="mt-auto flex gap-3 text-xs text-ink-500">
          <span>{t('content:course_count', { count: series.courseCount })}</span>
          <span>{t('content:participants', { count: series.participantsCount })}</span>
        </p>
      </div>
    </CardFrame>
  );
}
