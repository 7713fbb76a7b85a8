import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPicture } from '@wellfit/contracts/product-detail';
import { ResponsiveImage } from '~/components/ui/responsive-image';

const MAIN_SIZES = '(min-width: 1024px) 560px, 100vw';

/**
 * The product's pictures: one large picture (the page's LCP element, loaded with priority) and
 * a row of thumbnails. Thumbnails are buttons: Tab reaches the chosen one, arrow keys, Home and
 * End move between them (one tab stop for the row, like a tab list).
 */
export function ProductGallery({ pictures, name }: { pictures: readonly ProductPicture[]; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const picture = pictures[current] ?? pictures[0];
  if (!picture) return <div className="aspect-square rounded-2xl bg-ink-100" aria-hidden="true" />;

  function show(index: number) {
    const next = (index + pictures.length) % pictures.length;
    setCurrent(next);
    thumbnails.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, () => void> = {
      ArrowRight: () => show(current + 1),
      ArrowDown: () => show(current + 1),
      ArrowLeft: () => show(current - 1),
      ArrowUp: () => show(current - 1),
      Home: () => show(0),
      End: () => show(pictures.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  }

  return (
    <section aria-label={t('product:gallery.label')} className="flex flex-col gap-3" data-testid="product-gallery">
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-ink-100">
        <ResponsiveImage
          key={picture.url}
          src={picture.url}
          alt={name}
          width={picture.width}
          height={picture.height}
          sizes={MAIN_SIZES}
          priority={current === 0}
          className="aspect-square w-full object-contain"
          data-testid="gallery-main"
        />
      </div>
      {pictures.length > 1 && (
        <div
          role="group"
          aria-label={t('product:gallery.thumbnails')}
          className="flex gap-2 overflow-x-auto pb-1"
          onKeyDown={onKeyDown}
        >
          {pictures.map((thumbnail, index) => (
            <button
              key={`${thumbnail.url}-${index}`}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-pressed={index === current}
              aria-label={t('product:gallery.picture', { index: index + 1, count: pictures.length })}
              onClick={() => setCurrent(index)}
              className={`size-16 shrink-0 overflow-hidden rounded-lg bg-white ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:size-20 ${index === current ? 'ring-brand-600' : 'ring-ink-100 hover:ring-ink-300'}`}
            >
              <ResponsiveImage
                src={thumbnail.url}
                alt=""
                width={thumbnail.width}
                height={thumbnail.height}
                sizes="80px"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
