import { useTranslation } from 'react-i18next';
import type { HomeContentSummary } from '@wellfit/contracts/home-page';
import type { HomeCardView, HomeDetailView } from '@wellfit/contracts/home-page-parser';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { CardSection } from './card-section';
import { HomeLink } from './home-link';
import { RAIL_CLASS, RAIL_ITEM_CLASS } from './product-rail';

/** Content pictures are generated at 640 px wide (seed); the srcset never asks for more. */
const COVER_WIDTH = 640;
const COVER_HEIGHT = 360;
const COVER_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 30vw, 42vw';

/**
 * Every content card code (healthCourse, healthPlan, serialCourse, contentCoach, article …):
 * a rail of courses, plans, series, articles or coaches, each linking to its screen. imageText
 * details that resolve to nothing show their own picture and text.
 */
export function ContentRail({ card }: { card: HomeCardView }) {
  const items = card.contents.flatMap((content) => content.details).filter((item) => item.content || item.title);
  if (items.length === 0) return null;
  return (
    <CardSection card={card}>
      <ul className={RAIL_CLASS}>
        {items.map((item, index) => (
          <li key={`${item.type}-${item.id ?? index}`} className={RAIL_ITEM_CLASS}>
            <ContentTile item={item} />
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

function ContentTile({ item }: { item: HomeDetailView }) {
  const { t } = useTranslation();
  const summary = item.content;
  const title = summary?.title ?? item.title ?? '';
  const subtitle = summary?.subtitle ?? item.subTitle;
  const cover = summary?.cover ?? item.imageUrl;
  const round = summary?.kind === 'coach';
  return (
    <HomeLink
      to={item.link}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className={`relative block bg-ink-100 ${round ? 'p-4' : ''}`}>
        {cover && (
          <ResponsiveImage
            src={cover}
            alt=""
            width={round ? COVER_HEIGHT : COVER_WIDTH}
            height={COVER_HEIGHT}
            sizes={COVER_SIZES}
            className={
              round ? 'mx-auto aspect-square w-3/4 rounded-full object-cover' : 'aspect-video w-full object-cover'
            }
          />
        )}
        {summary?.vip && (
          <span className="absolute top-2 left-2 rounded-md bg-accent-500 px-2 py-0.5 text-xs font-bold text-white">
            {t('home:content.vip')}
          </span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span className="line-clamp-2 text-sm font-semibold text-ink-900 group-hover:text-brand-700 sm:text-base">
          {title}
        </span>
        {subtitle && <span className="line-clamp-1 text-xs text-ink-500">{subtitle}</span>}
        {summary && <ContentFacts summary={summary} />}
      </span>
    </HomeLink>
  );
}

function ContentFacts({ summary }: { summary: HomeContentSummary }) {
  const { t } = useTranslation();
  const facts = [
    summary.difficulty !== null &&
      summary.difficulty >= 1 &&
      summary.difficulty <= 4 &&
      t(`home:content.difficulty.${summary.difficulty as 1 | 2 | 3 | 4}`),
    summary.minutes !== null && t('home:content.minutes', { count: summary.minutes }),
    summary.days !== null && t('home:content.days', { count: summary.days }),
    summary.kcal !== null && summary.kcal > 0 && t('home:content.kcal', { count: summary.kcal }),
    summary.lessons !== null && t('home:content.lessons', { count: summary.lessons }),
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return <span className="mt-auto pt-1 text-xs text-ink-600">{facts.join(' · ')}</span>;
}
