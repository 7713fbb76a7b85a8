import { useTranslation } from 'react-i18next';
import type { HomeCardView, HomeContentView } from '@wellfit/contracts/home-page-parser';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { ProductCard } from '~/components/ui/product-card';
import { CardSection } from './card-section';
import { HomeLink } from './home-link';

/**
 * A rail scrolls sideways on phones (about two and a half cards in view) and is a grid from
 * laptops. It runs to the screen edges, and its padding lines the first card up with the
 * heading; the scroll padding (scroll-px-4) keeps that indent when the cards snap, which would
 * otherwise pull the first card flush to the edge.
 */
export const RAIL_CLASS =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] lg:mx-0 lg:grid lg:grid-cols-4 lg:gap-4 lg:overflow-visible lg:px-0';
export const RAIL_ITEM_CLASS = 'w-[42%] shrink-0 snap-start sm:w-[30%] lg:w-auto';
const CARD_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 30vw, 42vw';

/**
 * Every product card code (recommendProduct, hotList, subscribeProduct, groupMode …): each
 * content is a group of products, led by its picture or title when it has one (campaign
 * strips, bundles). `ranked` numbers the products (hotList).
 */
export function ProductRail({ card, ranked }: { card: HomeCardView; ranked: boolean }) {
  const groups = card.contents.filter((content) => content.details.some((detail) => detail.product));
  if (groups.length === 0) return null;
  return (
    <CardSection card={card}>
      <div className="flex flex-col gap-6">
        {groups.map((group, index) => (
          <ProductGroup key={index} group={group} ranked={ranked} />
        ))}
      </div>
    </CardSection>
  );
}

function ProductGroup({ group, ranked }: { group: HomeContentView; ranked: boolean }) {
  const { t } = useTranslation();
  const products = group.details.flatMap((detail) => (detail.product ? [detail.product] : []));
  return (
    <div>
      {group.image ? (
        <HomeLink
          to={group.moreLink}
          className="mb-4 block overflow-hidden rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={group.title ?? undefined}
        >
          <ResponsiveImage
            src={group.image.url}
            alt=""
            width={group.image.width}
            height={group.image.height}
            sizes="(min-width: 1152px) 1120px, 100vw"
            className="aspect-[16/9] w-full object-cover md:aspect-[4/1]"
          />
        </HomeLink>
      ) : (
        group.title && <h3 className="mb-3 text-base font-bold text-ink-800">{group.title}</h3>
      )}
      <ol className={RAIL_CLASS}>
        {products.map((product, index) => (
          <li key={product.id} className={`relative ${RAIL_ITEM_CLASS}`}>
            <ProductCard product={product} sizes={CARD_SIZES} />
            {ranked && (
              <span className="pointer-events-none absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-full bg-ink-900/85 text-xs font-bold text-white">
                <span className="sr-only">{t('home:cards.rank', { rank: index + 1 })}</span>
                <span aria-hidden="true">{index + 1}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
