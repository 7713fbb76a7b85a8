import type { ReactNode } from 'react';
import { AppLink } from '~/components/ui/app-link';
import { ResponsiveImage } from '~/components/ui/responsive-image';

/**
 * The frame every content card shares: the whole card is one link target (the title link is
 * stretched over it) and shows one focus ring around the card when that link has the focus.
 */
export function CardFrame({ testId, className, children }: { testId: string; className: string; children: ReactNode }) {
  return (
    <article className={`card ${className}`} data-testid={testId}>
      {children}
    </article>
  );
}

/** The card's title link, stretched over the whole {@link CardFrame}. */
export function CardLink({ to, prefetch, children }: { to: string; prefetch?: 'intent'; children: ReactNode }) {
  return (
    <AppLink to={to} prefetch={prefetch} className="card-link">
      {children}
    </AppLink>
  );
}

/** A decorative picture in a grey box that stays as a placeholder when the item has none; `children` overlay it. */
export function CoverPicture({
  src,
  width,
  height,
  sizes,
  priority,
  className,
  children,
}: {
  src: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  /** The box's shape: an aspect ratio, or a size and rounding. */
  className: string;
  children?: ReactNode;
}) {
  return (
    <div className={`overflow-hidden bg-ink-100 ${className}`}>
      {src && (
        <ResponsiveImage
          src={src}
          alt=""
          width={width}
          height={height}
          sizes={sizes}
          priority={priority}
          className="size-full object-cover"
        />
      )}
      {children}
    </div>
  );
}
