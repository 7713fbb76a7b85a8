import type { ReactNode, SVGAttributes } from 'react';

interface StrokeIconProps {
  /** The drawing (paths, circles …) in viewBox units. */
  children: ReactNode;
  /** Size classes; the icon takes the text colour. */
  className?: string;
  viewBox?: string;
  strokeWidth?: number;
  strokeLinecap?: SVGAttributes<SVGSVGElement>['strokeLinecap'];
  strokeLinejoin?: SVGAttributes<SVGSVGElement>['strokeLinejoin'];
}

/** A line icon drawn in the current text colour; decorative, so the control around it carries the label. */
export function StrokeIcon({
  children,
  className = 'size-6',
  viewBox = '0 0 24 24',
  strokeWidth = 2,
  strokeLinecap,
  strokeLinejoin,
}: StrokeIconProps) {
  return (
    <svg
      viewBox={viewBox}
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={strokeLinecap}
      strokeLinejoin={strokeLinejoin}
    >
      {children}
    </svg>
  );
}

/**
 * `ghost` sits in the header and menus; `soft` on a brand tint (the member avatar); `floating`
 * hovers over the page (scroll to top).
 */
export type IconButtonVariant = 'ghost' | 'soft' | 'floating';

/** A round target of at least 44 px (WCAG 2.5.5) around one icon. */
const ICON_BUTTON_BASE =
  'inline-flex items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const ICON_BUTTON_VARIANTS: Record<IconButtonVariant, string> = {
  ghost: 'size-11 text-ink-700 hover:bg-ink-100',
  soft: 'size-11 bg-brand-50 text-brand-700 hover:bg-brand-100',
  floating: 'size-12 bg-white text-brand-700 shadow-lg ring-1 ring-ink-200 hover:bg-brand-50',
};

/** Class names of a round icon button, for links and Radix triggers that look like one. */
export function iconButtonClassName(variant: IconButtonVariant = 'ghost', extra = ''): string {
  return `${ICON_BUTTON_BASE} ${ICON_BUTTON_VARIANTS[variant]} ${extra}`.trim();
}
