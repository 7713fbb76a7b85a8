import { IMAGE_WIDTHS, PRODUCT_PICTURE_WIDTH } from '@wellfit/contracts/images';
import { ResponsiveImage } from './responsive-image';

/**
 * A product's picture on a cart or checkout line, `size` px square (80 at most). The srcset stops
 * at the server's smallest width, which covers such a slot on a 2x screen, and never lists the
 * whole picture.
 */
export function ProductLinePicture({ src, size }: { src: string; size: number }) {
  return (
    <ResponsiveImage
      src={src}
      alt=""
      width={PRODUCT_PICTURE_WIDTH}
      height={PRODUCT_PICTURE_WIDTH}
      sizes={`${size}px`}
      largest={IMAGE_WIDTHS[0]}
      className="shrink-0 rounded-xl bg-ink-100 object-cover"
      style={{ width: size, height: size }}
    />
  );
}
