import { useTranslation } from 'react-i18next';
import type { HomeCardView } from '@wellfit/contracts/home-page-parser';
import { HOME_CARD_LAYOUTS } from '../home-card-layouts';
import { RepeatedLandmarkLabel, repeatedLandmarkLabels } from '../landmark-names';
import { BannerCarousel } from './banner-carousel';
import { DeferredCard } from './deferred-card';
import { IconGrid } from './icon-grid';
import { PromoTile } from './promo-tile';

function HomeCard({ card, lead }: { card: HomeCardView; lead: boolean }) {
  const layout = HOME_CARD_LAYOUTS[card.code];
  switch (layout) {
    case 'banner':
      return <BannerCarousel card={card} variant="full" priority={lead} />;
    case 'miniBanner':
      return <BannerCarousel card={card} variant="mini" priority={lead} />;
    case 'promo':
      return <PromoTile card={card} half={false} />;
    case 'promoHalf':
      return <PromoTile card={card} half />;
    case 'icons':
      return <IconGrid card={card} />;
    case 'products':
    case 'ranked':
    case 'contents':
      return <DeferredCard card={card} kind={layout} />;
  }
}

/** The name a card's region goes by: its title (a carousel without one has a default); promo tiles are no region. */
function landmarkName(card: HomeCardView, carouselLabel: string): string | null {
  const layout = HOME_CARD_LAYOUTS[card.code];
  if (layout === 'banner' || layout === 'miniBanner') return card.title ?? carouselLabel;
  if (layout === 'promo' || layout === 'promoHalf') return null;
  return card.title ?? null;
}

/**
 * A home page's cards in order. Only the first card's picture is eager (the LCP banner);
 * everything else loads lazily. Consecutive half-width tiles share a row from tablets up.
 */
export function HomeCards({ cards, failed }: { cards: HomeCardView[]; failed: boolean }) {
  const { t } = useTranslation();
  const landmarkLabels = repeatedLandmarkLabels(
    cards.map((card) => landmarkName(card, t('home:carousel.label'))),
    (name, ordinal) => t('home:cards.repeated_name', { name, ordinal }),
  );
  if (cards.length === 0) {
    return (
      <p className="mx-auto max-w-6xl px-4 py-16 text-center text-ink-600" role={failed ? 'alert' : undefined}>
        {failed ? t('home:cards.load_failed') : t('home:cards.empty')}
      </p>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 pb-10 md:grid-cols-2">
      {cards.map((card, index) => (
        <div
          key={`${card.code}-${index}`}
          className={HOME_CARD_LAYOUTS[card.code] === 'promoHalf' ? 'min-w-0' : 'min-w-0 md:col-span-2'}
        >
          <RepeatedLandmarkLabel value={landmarkLabels[index]}>
            <HomeCard card={card} lead={index === 0} />
          </RepeatedLandmarkLabel>
        </div>
      ))}
    </div>
  );
}
