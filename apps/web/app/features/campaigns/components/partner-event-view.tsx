import { useTranslation } from 'react-i18next';
import type { PartnerEventPage, PartnerTileStyle } from '@wellfit/contracts/campaigns';
import { imageSrcSet } from '~/components/ui/responsive-image';

/** Seeded title images: 1200 × 450 for desktop, 750 × 750 for phones; the box is reserved at those ratios. */
const TITLE_SIZE = { desktop: { width: 1200, height: 450 }, mobile: { width: 750, height: 750 } } as const;

/** A tile's share of a wide row (SPEC §3 column: 1 to 4 tiles per row); phones show one or two. */
const COLUMN_SPAN: Record<number, string> = {
  1: 'col-span-12',
  2: 'col-span-6',
  3: 'col-span-6 md:col-span-4',
  4: 'col-span-6 md:col-span-3',
};

const TILE_STYLE: Record<PartnerTileStyle, string> = {
  rounded: 'rounded-2xl',
  shadow: 'rounded-lg shadow-lg',
  bordered: 'rounded-lg ring-2 ring-white',
};

/** SPEC §3 Partner event: the title (one image for desktop, one for phones), then the partner's product tiles. */
export function PartnerEventView({ event }: { event: PartnerEventPage }) {
  const { t } = useTranslation();
  const { desktop, mobile } = event.titleImages;
  return (
    <div className="min-h-[60vh] bg-ink-50 pb-12" data-testid="partner-event">
      <h1 className="mx-auto max-w-6xl px-4 py-3 text-2xl font-bold text-ink-900">{event.title}</h1>
      <picture className="mx-auto block max-w-6xl">
        <source
          media="(min-width: 768px)"
          srcSet={imageSrcSet(desktop, TITLE_SIZE.desktop.width) ?? desktop}
          sizes="(min-width: 1152px) 1152px, 100vw"
          width={TITLE_SIZE.desktop.width}
          height={TITLE_SIZE.desktop.height}
        />
        <img
          src={mobile}
          srcSet={imageSrcSet(mobile, TITLE_SIZE.mobile.width)}
          sizes="100vw"
          alt={event.title}
          width={TITLE_SIZE.mobile.width}
          height={TITLE_SIZE.mobile.height}
          fetchPriority="high"
          className="h-auto w-full"
        />
      </picture>
      {event.products.length > 0 && (
        <ul className="mx-auto mt-6 grid max-w-6xl grid-cols-12 gap-3 px-4" data-testid="partner-event-products">
          {event.products.map((product, index) => (
            <li key={`${product.link}-${index}`} className={COLUMN_SPAN[product.column] ?? COLUMN_SPAN[1]}>
              <a
                href={product.link}
                className={`block overflow-hidden bg-white ${product.style ? TILE_STYLE[product.style] : ''}`}
                aria-label={t('pages:campaign.product_link', { number: index + 1 })}
              >
                <img
                  src={product.image}
                  alt=""
                  loading="lazy"
                  className={`h-auto w-full object-contain ${product.column === 1 ? 'aspect-[8/3]' : 'aspect-square'}`}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
