import type { ButtonHTMLAttributes } from 'react';

/** `inverse*` sit on the brand-coloured hero. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'inverse-outline';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
  ghost: 'text-ink-700 hover:bg-ink-100 focus-visible:outline-brand-600',
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
  'inverse-outline': 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
};

/** Class names of a button, for links that look like one. */
export function buttonClassName(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
