import { useCallback, useContext, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomeCardView } from '@wellfit/contracts/home-page-parser';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { RepeatedLandmarkLabel } from '../landmark-names';
import { HomeLink } from './home-link';

/** How long a slide stays before the next one, when the visitor has not asked for reduced motion. */
const SLIDE_INTERVAL_MS = 6_000;

const SIZES = {
  full: { sizes: '(min-width: 1152px) 1120px, 100vw', aspect: 'aspect-[16/9] md:aspect-[12/5]' },
  mini: { sizes: '(min-width: 1152px) 560px, 100vw', aspect: 'aspect-[16/9] md:aspect-[3/1]' },
} as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The server renders a still carousel; the browser starts rotating after hydration unless asked not to. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

/**
 * A slide's words are HTML over the left of its picture, in the visitor's language, so a phone's
 * crop never cuts them and no locale reads another's lettering; banner art carries no words
 * (docs/decisions/words-out-of-pictures.md), and the picture itself is decorative.
 *
 * slideBanner and miniSlideBanner (WAI-ARIA carousel pattern): previous/next buttons, one
 * button per slide, arrow keys, Home and End while focus is inside, and automatic rotation
 * that stops under the pointer or focus, on the pause button, and for visitors who prefer
 * reduced motion. Hidden slides are inert, so the keyboard only ever reaches the shown one.
 */
export function BannerCarousel({
  card,
  variant,
  priority,
}: {
  card: HomeCardView;
  variant: 'full' | 'mini';
  priority: boolean;
}) {
  const { t } = useTranslation();
  const repeatedLabel = useContext(RepeatedLandmarkLabel);
  const slides = card.contents.filter((content) => content.image);
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = count > 1 && !reducedMotion;

  const show = useCallback((index: number) => setCurrent(((index % count) + count) % count), [count]);

  useEffect(() => {
    if (!autoplay || paused || held) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoplay, paused, held, count]);

  if (count === 0) return null;
  const { sizes, aspect } = SIZES[variant];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    show(target);
  };

  return (
    <section
      aria-roledescription={t('home:carousel.carousel')}
      aria-label={repeatedLabel ?? card.title ?? t('home:carousel.label')}
      className={variant === 'full' ? 'mx-auto w-full max-w-6xl md:px-4 md:pt-4' : 'mx-auto w-full max-w-6xl px-4 py-4'}
      data-card-code={card.code}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className={`relative overflow-hidden bg-ink-100 ${variant === 'full' ? 'md:rounded-3xl' : 'rounded-2xl'}`}>
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={autoplay && !paused ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => {
            const image = slide.image!;
            const shown = index === current;
            return (
              <div
                key={`${image.url}-${index}`}
                role="group"
                aria-roledescription={t('home:carousel.slide')}
                aria-label={t('home:carousel.position', { index: index + 1, count })}
                aria-hidden={!shown}
                inert={!shown}
                className={`relative w-full shrink-0 ${aspect}`}
                data-testid="banner-slide"
              >
                <HomeLink to={slide.moreLink} className="block size-full focus-visible:outline-none">
                  <ResponsiveImage
                    src={image.url}
                    // Decorative under the slide's own words; a wordless slide names its link by the card.
                    alt={slide.title || slide.subTitle ? '' : (card.title ?? t('home:carousel.label'))}
                    width={image.width}
                    height={image.height}
                    sizes={sizes}
                    priority={priority && index === 0}
                    className="size-full object-cover"
                  />
                  {(slide.title || slide.subTitle) && (
                    <span className="absolute inset-0 flex flex-col justify-center gap-1 bg-gradient-to-r from-ink-900/60 via-ink-900/25 to-transparent px-6 text-white md:gap-3 md:px-12">
                      {slide.title && (
                        <span
                          className={`max-w-[75%] leading-tight font-extrabold md:max-w-[60%] ${variant === 'full' ? 'text-2xl md:text-5xl' : 'text-xl md:text-3xl'}`}
                        >
                          {slide.title}
                        </span>
                      )}
                      {slide.subTitle && (
                        <span className="max-w-[75%] text-sm md:max-w-[55%] md:text-xl">{slide.subTitle}</span>
                      )}
                    </span>
                  )}
                </HomeLink>
              </div>
            );
          })}
        </div>
        {count > 1 && (
          <div className="absolute top-3 right-3 flex gap-2">
            {autoplay && (
              <CarouselButton
                label={paused ? t('home:carousel.play') : t('home:carousel.pause')}
                onClick={() => setPaused((value) => !value)}
                path={paused ? 'M7 5l9 5-9 5z' : 'M6 5h3v10H6zM11 5h3v10h-3z'}
                filled
              />
            )}
            <CarouselButton
              label={t('home:carousel.previous')}
              onClick={() => show(current - 1)}
              path="M12 5l-5 5 5 5"
            />
            <CarouselButton label={t('home:carousel.next')} onClick={() => show(current + 1)} path="M8 5l5 5-5 5" />
          </div>
        )}
      </div>
      {count > 1 && (
        <div className="mt-2 flex justify-center gap-1">
          {slides.map((slide, index) => (
            <button
              key={index}
              type="button"
              aria-label={t('home:carousel.go_to', { index: index + 1, title: slide.title ?? '' })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={`block h-1.5 rounded-full transition-all motion-reduce:transition-none ${
                  index === current ? 'w-5 bg-brand-600' : 'w-1.5 bg-ink-300 group-hover:bg-ink-500'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  path,
  filled = false,
}: {
  label: string;
  onClick: () => void;
  path: string;
  filled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-full bg-white/85 text-ink-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <svg
        viewBox="0 0 20 20"
        className="size-4"
        aria-hidden="true"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </button>
  );
}
