/** The WellFit word mark: a pulse in a rounded square, then the name (`nameClassName` sizes it). */
export function BrandMark({
  className = '',
  nameClassName = 'text-xl',
}: {
  className?: string;
  nameClassName?: string;
}) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" className="h-full w-auto" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M6 17h5l2.5-6 4 11 3-8 1.5 3H26"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`font-extrabold tracking-tight text-ink-900 ${nameClassName}`}>
        Well<span className="text-brand-600">Fit</span>
      </span>
    </span>
  );
}
