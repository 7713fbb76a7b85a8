import type { HomeCardView } from '@wellfit/contracts/home-page-parser';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { CardSection } from './card-section';
import { HomeLink } from './home-link';

/**
 * diamondIcon and mallProductCategory: round shortcuts, four to a row on phones. A content's
 * own link wins; otherwise its first detail's (an interface detail names the screen).
 */
export function IconGrid({ card }: { card: HomeCardView }) {
  const icons = card.contents.filter((content) => content.title);
  if (icons.length === 0) return null;
  return (
    <CardSection card={card}>
      <ul className="grid grid-cols-4 gap-x-2 gap-y-4 sm:grid-cols-6 lg:grid-cols-8">
        {icons.map((icon, index) => (
          <li key={index}>
            <HomeLink
              to={icon.moreLink || (icon.details[0]?.link ?? '')}
              className="group flex flex-col items-center gap-2 rounded-2xl p-1 text-center text-xs font-semibold text-ink-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-sm"
            >
              <span className="inline-flex size-14 items-center justify-center overflow-hidden rounded-full bg-brand-50 ring-1 ring-ink-100 transition group-hover:-translate-y-0.5 motion-reduce:transition-none motion-reduce:group-hover:translate-y-0 md:size-16">
                {icon.image && (
                  <ResponsiveImage
                    src={icon.image.url}
                    alt=""
                    width={icon.image.width}
                    height={icon.image.height}
                    sizes="64px"
                    className="size-full object-cover"
                  />
                )}
              </span>
              {icon.title}
            </HomeLink>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
