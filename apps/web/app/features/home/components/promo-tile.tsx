import type { HomeCardView } from '@wellfit/contracts/home-page-parser';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { HomeLink } from './home-link';

/**
 * ad, mallRecommendLeft and mallRecommendRight: one picture with its text, linking on. `half`
 * tiles sit two to a row from tablets up (the left and right mall recommendations).
 */
export function PromoTile({ card, half }: { card: HomeCardView; half: boolean }) {
  const tiles = card.contents.filter((content) => content.image || content.title);
  if (tiles.length === 0) return null;
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-3" data-card-code={card.code}>
      {tiles.map((tile, index) => (
        <HomeLink
          key={index}
          to={tile.moreLink}
          className="group relative block overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-500 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {tile.image && (
            <ResponsiveImage
              src={tile.image.url}
              alt=""
              width={tile.image.width}
              height={tile.image.height}
              sizes={half ? '(min-width: 768px) 560px, 100vw' : '(min-width: 1152px) 1120px, 100vw'}
              className={`w-full object-cover transition duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100 ${
                half ? 'aspect-[16/9]' : 'aspect-[16/9] md:aspect-[4/1]'
              }`}
            />
          )}
          <div className="absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-ink-900/70 via-ink-900/10 to-transparent p-5 md:p-8">
            {tile.title && <h2 className="text-xl font-extrabold md:text-3xl">{tile.title}</h2>}
            {tile.subTitle && <p className="mt-1 text-sm md:text-base">{tile.subTitle}</p>}
          </div>
        </HomeLink>
      ))}
    </section>
  );
}
