import type { ImgHTMLAttributes } from 'react';
import { IMAGE_WIDTHS } from '@wellfit/contracts/images';

/** The widths the server renders a local picture at (`?w=`); apps/server serves each as WebP. */
export { IMAGE_WIDTHS };

/** Local pictures (/uploads/…) get width variants; any other URL is used as it is. */
export function imageSrcSet(src: string, maxWidth: number): string | undefined {
  if (!src.startsWith('/uploads/')) return undefined;
  const widths = IMAGE_WIDTHS.filter((width) => width < maxWidth);
  return [...widths.map((width) => `${src}?w=${width} ${width}w`), `${src} ${maxWidth}w`].join(', ');
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
}

/**
 * The one way to show a product or content picture: a responsive srcset of server-rendered
 * WebP widths, intrinsic size for a stable layout, and lazy loading below the fold.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, ...rest }: ResponsiveImageProps) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src, width)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...rest}
    />
  );
}
