import type { ReactNode } from 'react';

/** The round brand-tinted badge holding the icon that heads an empty, error or coming-soon screen. */
export function NoticeBadge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}

/** A centred card that stands in for a list with nothing to show: empty, no results, or failed to load. */
export function Notice({
  icon,
  title,
  body,
  testId,
  children,
}: {
  /** A `StrokeIcon` at size-8. */
  icon: ReactNode;
  title: string;
  body?: string;
  testId?: string;
  /** Actions under the text (retry, a link to browse). */
  children?: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-ink-100"
      data-testid={testId}
    >
      <NoticeBadge>{icon}</NoticeBadge>
      <h2 className="mt-4 text-lg font-bold text-ink-900">{title}</h2>
      {body && <p className="mt-2 max-w-md text-sm text-ink-600">{body}</p>}
      {children}
    </div>
  );
}
