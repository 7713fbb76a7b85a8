import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTHS } from '@wellfit/contracts/images';

/** The widths the server renders a local picture at (`?w=`); apps/server serves each as WebP. */
export { IMAGE_WIDTHS };

/**
 * Local pictures (/uploads/…) get width variants up to `maxWidth`; any other URL is used as it
 * is. A slot that never needs the original (a thumbnail) passes `largest`: the srcset stops at
 * that variant, which is also the fallback src.
 */
export function imageSrcSet(src: string, maxWidth: number, largest?: number): string | undefined {
  if (!src.startsWith('/uploads/')) return undefined;
  const thumbnail = thumbnailWidth(src, maxWidth, largest);
  if (thumbnail !== undefined) {
    return IMAGE_WIDTHS.filter((width) => width <= thumbnail)
      .map((width) => `${src}?w=${width} ${width}w`)
      .join(', ');
  }
  const widths = IMAGE_WIDTHS.filter((width) => width < maxWidth);
  return [...widths.map((width) => `${src}?w=${width} ${width}w`), `${src} ${maxWidth}w`].join(', ');
}

/** The variant a thumbnail slot stops at: set only for a local picture wider than `largest`. */
function thumbnailWidth(src: string, maxWidth: number, largest: number | undefined): number | undefined {
  return src.startsWith('/uploads/') && largest !== undefined && largest < maxWidth ? largest : undefined;
}

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  alt: string;
  /** The picture's intrinsic size: reserves its box (no layout shift) and caps the srcset. */
  width: number;
  height: number;
  /** The CSS width the picture takes, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Above the fold (the LCP picture): loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** The widest variant the slot can use (one of IMAGE_WIDTHS), for thumbnails of large pictures. */
  largest?: (typeof IMAGE_WIDTHS)[number];
}

/**
 * The one way to show a product or content picture: a responsive srcset of server-rendered
 * WebP widths, intrinsic size for a stable layout, and lazy loading below the fold.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  largest,
  ...rest
}: ResponsiveImageProps) {
  const thumbnail = thumbnailWidth(src, width, largest);
  return (
    <img
      src={thumbnail === undefined ? src : `${src}?w=${thumbnail}`}
      srcSet={imageSrcSet(src, width, largest)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
